% ProbLog's retract/1 and retractall/1 erase what its clause index finds for the ground arguments, without unification: an open compound or a variable head argument matches any value
:- use_module(library(assert)).
r(f(Y), 1) :- Y = b.
r(a, 2).
r(X, X) :- X = 3.
r(b, 4).
r(g(c), 5).
r(X, 6) :- X = z.
go(L1, L2) :- retract(r(a, 7)), findall(V, r(_, V), L1), retractall(r(b, _)), findall(V, r(_, V), L2).
query(go(_, _)).
