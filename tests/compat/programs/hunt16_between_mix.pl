n(X, k) :- between(1, 3, X).
n(0, k).
0.5::n(9, k).
l(L) :- findall(X, n(X, k), L).
m(M) :- findall(X, n(X, k), L), max_list(L, M).
:- use_module(library(lists)).
query(l(_)). query(m(_)).
