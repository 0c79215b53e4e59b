% more of library(lists): append modes, reverse, nth, select, permutation, sumlist
:- use_module(library(lists)).
a(X-Y) :- append(X, Y, [1, 2]).
b(R) :- reverse([1, 2, 3], R).
c(X-R) :- select(X, [a, b, c], R).
d(P) :- permutation([1, 2, 3], P).
e(S) :- sum_list([1, 2, 3], S).
f(L) :- list_to_set([a, b, a, c, b], L).
g(L) :- flatten([1, [2, [3, 4]], []], L).
h(L) :- subtract([1, 2, 3, 4], [2, 4], L).
:- use_module(library(apply)).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)). query(h(_)).
