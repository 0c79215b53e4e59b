% hunt17: a mutant (agreeing with ProbLog) of su14_walk.pl: reorder-clauses; rename step/2 -> sumlist
:- use_module(library(lists)).
pos(T, P) :- T > 0, T0 is T - 1, pos(T0, P0), sumlist(T, D), P is P0 + D.
query(pos(3, P)).
sumlist(T, D) :- sample_uniform1(sumlist(T), [-1, 1], D).
pos(0, 0).
