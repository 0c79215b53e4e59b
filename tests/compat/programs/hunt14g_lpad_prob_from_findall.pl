% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% a probability computed from an aggregate over a table: share of votes
:- use_module(library(lists)).
votes(ann, 40). votes(bob, 35). votes(cid, 25).
P::wins(X) :- findall(V, votes(_, V), L), sum_list(L, T), votes(X, V0), P is V0 / T.
P::elected(X); Q::runoff(X) :- votes(X, V), V > 30, P is V / 100, Q is (100 - V) / 200.
query(wins(_)).
query(elected(_)).
query(runoff(_)).
