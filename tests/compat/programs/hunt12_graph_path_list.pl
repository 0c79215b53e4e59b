% hunt12: paths as lists (no node twice), the cheapest path by sorting lengths
:- use_module(library(lists)).
0.8::edge(1, 2). 0.6::edge(2, 3). 0.7::edge(1, 3). 0.5::edge(3, 4). 0.9::edge(2, 4).
path(X, Y, P) :- path(X, Y, [X], Q), reverse(Q, P).
path(X, X, V, V).
path(X, Y, V, P) :- edge(X, Z), \+ member(Z, V), path(Z, Y, [Z|V], P).
hops(N) :- path(1, 4, P), length(P, L), N is L - 1.
query(path(1, 4, _)).
query(hops(_)).
