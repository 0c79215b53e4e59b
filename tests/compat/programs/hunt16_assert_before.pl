:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).
query(go(_)).
