% library(collect): a collector defined by the program (collect_Name/N), grouped and not
:- use_module(library(collect)).
:- use_module(library(lists)).
0.4::buy(ann, 3). 0.5::buy(ann, 4). 0.7::buy(bob, 10). buy(bob, 1).
collect_total(Goal, Group, X, S) :- collectgroup(Goal, X, Group, L), sum_list(L, S).
collect_n(Goal, Group, X, N) :- collectgroup(Goal, X, Group, L), length(L, N).
spent(P, S) :- buy(P, X) => P/total(X, S).
purchases(N) :- buy(_, X) => n(X, N).
query(spent(_, _)). query(purchases(_)).
