% ProbLog's clause index: a lookup with key b changes b's entry only, so a clause asserted with key a still comes before the open clauses
:- use_module(library(assert)).
:- use_module(library(lists)).
r(a, 1).
r(b, 0).
r(X, 2) :- member(X, [a, b]).
go(L1, L2, L3) :- findall(V, r(b, V), L1), assertz(r(a, 3)), assertz(r(b, 4)), findall(V, r(a, V), L2), findall(V, r(b, V), L3).
query(go(_, _, _)).
