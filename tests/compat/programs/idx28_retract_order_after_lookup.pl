% ProbLog's retract/1 erases the first clause of the key's entry as lookups and asserts made it: an open clause merged there before a later asserted fact
:- use_module(library(assert)).
s(X, 0) :- X = k.
s(k, 1).
go(L) :- \+ s(k, 9), assertz(s(k, 2)), retract(s(k, _)), retract(s(k, _)), findall(V, s(k, V), L).
g2(L) :- assertz(s(m, 5)), assertz((s(X, 6) :- X = m)), retract(s(m, _)), findall(V, s(m, V), L).
query(go(_)).
query(g2(_)).
