% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Default reasoning with library(control)'s on_fail/2 and cut/2
:- use_module(library(control)).
0.3::reported_speed(car1, 90).
known_speed(C, S) :- reported_speed(C, S).
default_speed(_, 50).
speed(C, S) :- on_fail(known_speed(C, S), default_speed(C, S)).
speeding(C) :- speed(C, S), S > 80.
rule(1, X) :- X = high.
0.4::rule(2, X) :- X = low.
classify(X, I) :- cut(rule(X), [2, 1], I).
query(speed(car1, _)).
query(speeding(car1)).
query(classify(_, _)).
