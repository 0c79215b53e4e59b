% ProbLog's clause index: a lookup with key a appends the open clause to a's entry, so a clause asserted later with key a comes after it
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L1, L2) :- findall(V, r(a, V), L1), assertz(r(a, 3)), findall(V, r(a, V), L2).
query(go(_, _)).
