% ProbLog's clause index: a clause asserted before any lookup with its key comes before the open clauses; one asserted after the lookup comes after them
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L1, L2) :- assertz(r(a, 3)), findall(V, r(a, V), L1), assertz(r(a, 4)), findall(V, r(a, V), L2).
query(go(_, _)).
