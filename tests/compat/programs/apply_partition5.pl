% partition/5 by a three-way comparison.
:- use_module(library(apply)).
order(P, X, O) :- compare(O0, X, P), O = O0.
split(L, E, G) :- partition(order(3), [1, 5, 3, 2, 4, 3], L, E, G).
0.5::pivot(2); 0.5::pivot(4).
psplit(L) :- pivot(P), partition(order(P), [1, 2, 3, 4, 5], L, _, _).
query(split(_, _, _)). query(psplit(_)).
