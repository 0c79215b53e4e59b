% exclude/3 with a probabilistic predicate
:- use_module(library(apply)).
0.3::broken(X) :- member(X, [a, b, c]).
:- use_module(library(lists)).
working(L) :- exclude(broken, [a, b, c], L).
query(working(_)).
