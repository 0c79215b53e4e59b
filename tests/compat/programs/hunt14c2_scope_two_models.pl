% written for this corpus by a find-only hunt (session 22; libraries scope/string/assert)
% two hypothetical models compared with library(scope)
:- use_module(library(scope)).
m1:(0.3::rain).
m1:(wet :- rain).
m2:(0.6::rain).
m2:(wet :- rain).
m2:(0.2::sprinkler).
m2:(wet :- sprinkler).
query(m1:wet).
query(m2:wet).
