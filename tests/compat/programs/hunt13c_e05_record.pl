% written for this corpus by a find-only hunt (session 21; e05_record)
:- use_module(library(record)).
0.5::a.
p(X) :- recordz(k, hello), recordz(k, world), findall(Y, recorded(k, Y), X).
query(p(_)).
query(a).
