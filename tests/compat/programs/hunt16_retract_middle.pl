:- use_module(library(assert)).
t(X, k, 1) :- X = a.
t(b, k, 2).
t(c, Y, 3) :- Y = k.
go(L) :- retract(t(_, k, _)), findall(X-N, t(X, _, N), L).
query(go(_)).
