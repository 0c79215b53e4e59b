% hunt21: a mutant of hunt19_mut_ev_open_and_unit.pl that agrees with ProbLog (split-fact-repeat clause 3)
0.4*1::a(1).
0.5::a(2).
0.12::a(3); 0.18::a(3).
y :- a(1), findall(L_3x1, findall(x_, (a(2)), L_3x1), [LL_3x1]), member(x_, LL_3x1).
y :- \+a(1), \+a(2).
evidence(y, false).
u :- a(1), a(3).
evidence(u, true).
q(X) :- a(X).
query(q(X)).
query(a(X)).
:- use_module(library(lists)).
