% library(collect): => with list and grouped collectors
:- use_module(library(collect)).
:- use_module(library(lists)).
score(alice, math, 8). score(alice, art, 6). score(bob, math, 5). score(bob, art, 9).
0.7::present(alice). 0.9::present(bob).
collect_total(CodeBlock, GroupBy, X, S) :-
    aggregate_all_sum(CodeBlock, GroupBy, X, S).
aggregate_all_sum(CodeBlock, GroupBy, X, S) :-
    all(X, (GroupBy, CodeBlock), L), sum_list(L, S).
marks(L) :- (score(P, _, M), present(P)) => list(M, L).
subj(S, L) :- (score(P, S, M), present(P)) => S / list(M, L).
query(marks(L)).
query(subj(math, L)).
