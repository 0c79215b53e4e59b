% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% shortest path length through findall and min_list over a probabilistic graph
:- use_module(library(lists)).
0.8::road(a, b, 2). 0.5::road(b, c, 1). 0.9::road(a, c, 5). 0.4::road(c, d, 1). 0.7::road(b, d, 4).
route(X, Y, D) :- road(X, Y, D).
route(X, Y, D) :- road(X, Z, D1), route(Z, Y, D2), D is D1 + D2.
shortest(X, Y, D) :- findall(L, route(X, Y, L), Ls), Ls \= [], min_list(Ls, D).
reachable(X, Y) :- route(X, Y, _).
query(shortest(a, d, _)).
query(shortest(a, c, _)).
query(reachable(a, _)).
evidence(road(a, c, 5), false).
