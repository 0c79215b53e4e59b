% ProbLog's clause index: an open clause asserted after a lookup joins the key's entry at the next lookup, after the clauses asserted with the key before it
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
go(L1, L2, L3) :- findall(V, r(a, V), L1), assertz(r(a, 3)), assertz((r(X, 4) :- X = a)), assertz(r(a, 5)), findall(V, r(a, V), L2), assertz(r(a, 6)), assertz((r(X, 7) :- X = a)), findall(V, r(a, V), L3).
query(go(_, _, _)).
