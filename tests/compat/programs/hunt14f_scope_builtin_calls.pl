% written for this corpus by a find-only hunt (session 23; library(scope))
% Scoped arithmetic and list goals: builtins called through a scope run as they are (library(scope))
:- use_module(library(scope)).
:- use_module(library(lists)).
0.5::m1:load(3). 0.5::m1:load(5). 0.4::m2:load(7).
heavy(M) :- M:(load(X), X > 4).

query(heavy(_)).
