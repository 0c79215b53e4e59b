% networks: the cheapest working route between two hosts, min over findall of route costs
:- use_module(library(lists)).
0.9::link(h1, r1, 1). 0.8::link(r1, h2, 2). 0.7::link(h1, r2, 2). 0.9::link(r2, h2, 2). 0.5::link(r1, r2, 1).
route(X, Y, C) :- link(X, Y, C).
route(X, Y, C) :- link(X, Z, C1), route(Z, Y, C2), C is C1 + C2.
best(X, Y, M) :- findall(C, route(X, Y, C), Cs), Cs \= [], min_list(Cs, M).
query(best(h1, h2, M)).
query(route(h1, h2, 3)).
