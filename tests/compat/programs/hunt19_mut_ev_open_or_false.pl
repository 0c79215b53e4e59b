% hunt19: a mutant of ev_open_or_false.pl: prob-expr clause 1 (0.0+0); call-n-univ clause 5 goal 1; nest-agg-set clause 4 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
(0.0+0)::a(1).
0.5::a(2).
0.3::a(3).
y :- findall(x_, (a(2)), B_3x0), sort(B_3x0, L_3x0), member(x_, L_3x0).
y :- G_4x0 =.. [a, 3], call(G_4x0).
evidence(y, false).
t(X) :- a(X).
query(a(X)).
query(t(X)).
query(y).
:- use_module(library(lists)).
