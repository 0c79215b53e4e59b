% ProbLog's clause index orders by the call's last ground argument, and a lookup changes the entry of every ground argument it passes
:- use_module(library(assert)).
e(a, b, 1).
e(X, b, 2) :- X = a.
e(a, Y, 3) :- Y = b.
go(L1, L2, L3, L4) :- findall(V, e(a, W, V), L1), assertz(e(a, b, 4)), findall(V, e(a, b, V), L2), findall(V, e(U, b, V), L3), findall(V, e(a, W, V), L4).
query(go(_, _, _, _)).
