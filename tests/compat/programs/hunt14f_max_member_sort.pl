% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Ranking candidates by standard order: max_member/2, sort/2 on pairs, last/2
:- use_module(library(lists)).
0.6::applies(ann, 7). 0.5::applies(bob, 9). 0.8::applies(cid, 9).
ranked(R) :- findall(S-N, applies(N, S), L), sort(L, R).
top(T) :- ranked(R), R \= [], last(R, T).
query(top(_)).
best(B) :- findall(S, applies(_, S), L), L \= [], max_member(L, B).
query(best(_)).
