% subquery/3 with a negated evidence literal: a what-if analysis of a network without a failed router
:- use_module(library(lists)).
0.9::up(r1). 0.8::up(r2). 0.7::up(r3).
route(a, b) :- up(r1).
route(a, b) :- up(r2), up(r3).
what_if(R, P) :- member(R, [r1, r2, r3]), subquery(route(a, b), P, [\+ up(R)]).
query(what_if(R, P)).
query(route(a, b)).
