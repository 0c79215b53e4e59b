% queries generated from a list of goals: query(G) :- watch(G), with a ground and an open goal
:- use_module(library(lists)).
0.3::fire. 0.6::smoke :- fire. 0.1::smoke.
0.5::sensor(S) :- member(S, [s1, s2]).
watch(fire). watch(smoke). watch(sensor(_)).
query(G) :- watch(G).
