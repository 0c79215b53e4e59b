% ProbLog's clause index order with probabilistic clauses: findall lists in the index order per world after an assert that follows a lookup
:- use_module(library(assert)).
0.6::r(a, 1).
0.7::r(X, 2) :- X = a.
0.5::t.
go(L) :- \+ r(a, 9), assertz(r(a, 3)), findall(V, r(a, V), L).
g2(L) :- t, findall(V, r(a, V), L).
query(go(_)).
query(g2(_)).
