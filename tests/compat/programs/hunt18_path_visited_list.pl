% routes: simple paths with a visited list over an undirected probabilistic road map
:- use_module(library(lists)).
0.8::road(a, b). 0.6::road(b, c). 0.7::road(a, c). 0.5::road(c, d). 0.9::road(b, d). 0.4::road(d, e).
conn(X, Y) :- road(X, Y).
conn(X, Y) :- road(Y, X).
route(X, Y, P) :- walk(X, Y, [X], Q), reverse(Q, P).
walk(X, X, V, V).
walk(X, Y, V, P) :- conn(X, Z), \+ member(Z, V), walk(Z, Y, [Z|V], P).
reachable(X, Y) :- route(X, Y, _).
hops(X, Y, N) :- route(X, Y, P), length(P, L), N is L - 1.
query(reachable(a, e)).
query(hops(a, d, N)).
query(route(e, a, P)).
