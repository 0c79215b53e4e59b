% hunt21: a mutant of hunt19_assert_evidence_first.pl that agrees with ProbLog (split-fact-repeat clause 2)
:- use_module(library(assert)).
0.24::coin; 0.36::coin.
r(a, 1).
r(X, 2) :- X = a.
go(L) :- assertz(r(a, 3)), findall(V, r(a, V), L).
seen(L) :- coin, go(L).
evidence(go([1, 3, 2]), true).
query(go(_)).
query(seen(_)).
query(coin).
