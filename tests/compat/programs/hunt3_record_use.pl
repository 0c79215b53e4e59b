:- use_module(library(record)).
a(X) :- recordz(k, v1), recordz(k, v2), recorded(k, X).
query(a(_)).
