% include, exclude and partition from library(apply)
:- use_module(library(apply)).
even(X) :- 0 is X mod 2.
a(L) :- include(even, [1, 2, 3, 4, 5, 6], L).
b(L) :- exclude(even, [1, 2, 3, 4, 5, 6], L).
c(I-E) :- partition(even, [1, 2, 3, 4], I, E).
0.5::keep(X) :- between(1, 3, X).
d(L) :- include(keep, [1, 2, 3], L).
query(a(_)). query(b(_)). query(c(_)). query(d(_)).
