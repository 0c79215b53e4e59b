% ProbLog's clause index: a key without clauses has no entry, so a lookup with it changes nothing until a clause with that key is asserted
:- use_module(library(assert)).
r(b, 0).
r(X, 2) :- X = a.
go(L1, L2, L3) :- findall(V, r(a, V), L1), assertz(r(a, 3)), findall(V, r(a, V), L2), assertz(r(a, 4)), findall(V, r(a, V), L3).
query(go(_, _, _)).
