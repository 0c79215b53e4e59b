% hunt19: the evidence's retract/1 runs before the query is grounded, as in ProbLog, and the evidence keeps the answer of its own grounding
:- use_module(library(assert)).
r(X, 0) :- X = a.
r(a, 1).
r(a, 2).
0.3::extra.
go(L) :- retract(r(a, _)), findall(V, r(a, V), L).
maybe(L) :- extra, go(L).
evidence(go([2, 0]), true).
query(go(_)).
query(maybe(_)).
