% ProbLog's clause index lives as long as the database: the lookup of the first query orders the clause the second query asserts
:- use_module(library(assert)).
r(a, 1).
r(X, 2) :- X = a.
first(L) :- findall(V, r(a, V), L).
second(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).
query(first(_)).
query(second(_)).
