% hunt6 (ProbLog compatibility, 6th hunt): user concat string
:- use_module(library(string)).
concat(X, Y, Z) :- Z = X-Y.
c(Z) :- concat(a, b, Z).
query(c(_)).
