% combined: network reliability (component failures, forall over required links, findall of working servers, negation)
:- use_module(library(lists)).
comp(router). comp(sw1). comp(sw2). comp(s1). comp(s2). comp(s3).
0.05::fails(router). 0.1::fails(sw1). 0.1::fails(sw2).
0.2::fails(S) :- member(S, [s1, s2, s3]).
uplink(s1, sw1). uplink(s2, sw1). uplink(s3, sw2).
needs(S, [router, Sw, S]) :- uplink(S, Sw).
up(S) :- needs(S, Cs), forall(member(C, Cs), \+ fails(C)).
working(L) :- findall(S, up(S), L).
service_ok :- working(L), length(L, N), N >= 2.
evidence(fails(sw2), false).
query(up(_)).
query(service_ok).
query(working([s1, s2])).
