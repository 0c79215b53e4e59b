% written for this corpus by a find-only hunt (session 21; e04_cut)
:- use_module(library(cut)).
r(1, X) :- X > 10, 0.0 < 1.
0.7::heavy(X) :- X > 50.
classify(X, C) :- cut(rule(X, C)).
rule(1, X, big) :- heavy(X).
rule(2, X, medium) :- X > 20.
rule(3, _, small).
query(classify(60, _)).
query(classify(30, _)).
query(classify(5, _)).
