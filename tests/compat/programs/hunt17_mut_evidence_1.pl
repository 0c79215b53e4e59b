% hunt17: a mutant (agreeing with ProbLog) of apply_partition5.pl: evidence psplit([1, 2, 3]) false
:- use_module(library(apply)).
order(P, X, O) :- compare(O0, X, P), O = O0.
split(L, E, G) :- partition(order(3), [1, 5, 3, 2, 4, 3], L, E, G).
0.5::pivot(2); 0.5::pivot(4).
psplit(L) :- pivot(P), partition(order(P), [1, 2, 3, 4, 5], L, _, _).
evidence(psplit([1, 2, 3]), false).
query(split(_, _, _)).
query(psplit(_)).
