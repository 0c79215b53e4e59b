% hunt19: a mutant of ev_open_and_unit.pl: prob-expr clause 1 0.4*1; nest-agg-nested clause 4 goal 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.4*1::a(1).
0.5::a(2).
0.3::a(3).
y :- a(1), findall(L_3x1, findall(x_, (a(2)), L_3x1), [LL_3x1]), member(x_, LL_3x1).
y :- \+a(1), \+a(2).
evidence(y, false).
u :- a(1), a(3).
evidence(u, true).
q(X) :- a(X).
query(q(X)).
query(a(X)).
:- use_module(library(lists)).
