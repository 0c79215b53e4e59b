% hunt6 (ProbLog compatibility, 6th hunt): deterministic list program
:- use_module(library(lists)).
qsort([], []).
qsort([H|T], S) :- partition_(H, T, L, G), qsort(L, SL), qsort(G, SG), append(SL, [H|SG], S).
partition_(_, [], [], []).
partition_(P, [X|Xs], [X|L], G) :- X =< P, partition_(P, Xs, L, G).
partition_(P, [X|Xs], L, [X|G]) :- X > P, partition_(P, Xs, L, G).
sorted(S) :- qsort([5, 3, 8, 1, 9, 2, 7], S).
query(sorted(_)).
