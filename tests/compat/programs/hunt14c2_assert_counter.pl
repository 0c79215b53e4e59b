% written for this corpus by a find-only hunt (session 22; libraries scope/string/assert)
% library(assert) used to set up the data before the queries
:- use_module(library(assert)).
init :- assertz(machine(m1)), assertz(machine(m2)).
:- init.
0.1::fails(M) :- machine(M).
all_ok :- \+ fails(m1), \+ fails(m2).
query(all_ok).
