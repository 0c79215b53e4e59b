% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% Building a model at load time: assertz of probabilistic facts and rules, then retract of one
:- use_module(library(assert)).
:- assertz((0.4::rain)), assertz((0.7::wet :- rain)), assertz((0.2::wet)).
:- assertz(sensor(s1)), assertz(sensor(s2)), retract(sensor(s2)).
reading(S) :- sensor(S), wet.
query(wet). query(reading(_)).
