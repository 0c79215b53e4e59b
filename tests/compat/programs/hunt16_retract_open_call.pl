:- use_module(library(assert)).
r(X, 0) :- X = a.
r(a, 1).
go(L) :- retract(r(_, _)), findall(K-V, r(K, V), L).
query(go(_)).
