% ProbLog's clause index stops at the first argument whose clauses are none, so a later argument's entry is not changed by that lookup
:- use_module(library(assert)).
p(1, a, x).
p(1, Y, y) :- Y = a.
go(L1, L2) :- findall(Z, p(3, a, Z), L1), assertz(p(1, a, z)), findall(Z, p(1, a, Z), L2).
query(go(_, _)).
