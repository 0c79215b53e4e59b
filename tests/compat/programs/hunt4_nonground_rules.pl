:- use_module(library(lists)).
wrap(X, w(X, _)).
two(A, B) :- wrap(A, B), true.
lst(L) :- length(L, 3), L = [a|_].
pick(X) :- member(X, [f(_), g(_, _)]), X \= g(z, z, z).
query(two(_, _)).
query(lst(_)).
query(pick(_)).
