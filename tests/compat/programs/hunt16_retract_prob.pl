:- use_module(library(assert)).
0.5::r(X, 0) :- X = a.
0.4::r(a, 1).
go(L) :- retract(r(a, _)), findall(V, r(a, V), L).
query(go(_)).
