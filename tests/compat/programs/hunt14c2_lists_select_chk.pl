% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% selectchk, memberchk, exclude and sum over a probabilistic inventory
:- use_module(library(lists)).
:- use_module(library(apply)).
0.6::stocked(bolt). 0.3::stocked(nut). 0.8::stocked(screw).
inventory(I) :- findall(X, stocked(X), I).
take_bolt(R) :- inventory(I), selectchk(bolt, I, R).
has_screw :- inventory(I), memberchk(screw, I).
cheap(X) :- member(X, [bolt, nut]).
expensive_only(E) :- inventory(I), exclude(cheap, I, E).
query(take_bolt(R)).
query(has_screw).
query(expensive_only(E)).
