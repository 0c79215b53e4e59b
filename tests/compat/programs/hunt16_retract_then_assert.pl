:- use_module(library(assert)).
q(X, v) :- X = one.
q(two, v).
go(L) :- retract(q(_, v)), assertz(q(three, v)), findall(X, q(X, v), L).
query(go(_)).
