% findall of pairs followed by sort/2 and keysort-like grouping
0.5::score(ann, 3). 0.5::score(bob, 1). score(cal, 2).
ranked(S) :- findall(V-P, score(P, V), L), sort(L, S).
best(P) :- ranked(S), last(S, _-P).
:- use_module(library(lists)).
query(ranked(_)). query(best(_)).
