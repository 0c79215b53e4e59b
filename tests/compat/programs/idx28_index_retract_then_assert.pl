% ProbLog's retract/1 looks up its term in the clause index too (so the open clauses join the key's entry) and an erased clause stays in the index
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L) :- retract(r(a, 1)), assertz(r(a, 3)), findall(V, r(a, V), L).
query(go(_)).
