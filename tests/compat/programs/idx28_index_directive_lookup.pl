% ProbLog's clause index: a directive's lookup changes the entry the queries then see, so the clause a query asserts comes after the open clause
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
:- \+ r(a, 9).
go(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).
query(go(_)).
