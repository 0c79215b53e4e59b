% ProbLog's clause index: a lookup whose first argument has clauses changes the second argument's entry too, so the asserted clause comes last
:- use_module(library(assert)).
p(1, a, x).
p(1, Y, y) :- Y = a.
go(L1, L2) :- findall(Z, p(1, a, Z), L1), assertz(p(1, a, z)), findall(Z, p(1, a, Z), L2).
go2(L1, L2) :- findall(Z, p(X, a, Z), L1), assertz(p(1, a, w)), findall(Z, p(1, a, Z), L2).
query(go(_, _)).
query(go2(_, _)).
