% hunt19: ProbLog grounds the evidence before the queries, so library(assert) runs for the evidence first and the query sees its change (and the evidence keeps its first grounding)
:- use_module(library(assert)).
0.6::coin.
r(a, 1).
r(X, 2) :- X = a.
go(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).
seen(L) :- coin, go(L).
evidence(go([1, 3, 2]), true).
query(go(_)).
query(seen(_)).
query(coin).
