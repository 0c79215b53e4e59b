:- use_module(library(assert)).
r(X, 0) :- X = a.
r(a, 1).
r(a, 2).
go(L) :- retract(r(a, 1)), findall(V, r(a, V), L).
query(go(_)).
