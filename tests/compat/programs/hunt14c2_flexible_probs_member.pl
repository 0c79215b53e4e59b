% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% probabilities read from a table of rates via member
:- use_module(library(lists)).
rates([fault(pump)-0.1, fault(valve)-0.05, fault(sensor)-0.2]).
P::failure(C) :- rates(R), member(fault(C)-P, R).
system_down :- failure(pump).
system_down :- failure(valve), failure(sensor).
query(failure(C)).
query(system_down).
