% hunt21: a mutant of hunt19_mut_ev_open_or_false.pl that agrees with ProbLog (neg-cycle-self over y/0; split-fact-repeat clause 2; ad-repeat clause 2 head 2)
(0.0+0)::a(1).
0.2::a(2); 0.15::a(2); 0.15::a(2).
0.3::a(3).
y :- findall(x_, (a(2)), B_3x0), sort(B_3x0, L_3x0), member(x_, L_3x0).
y :- G_4x0 =.. [a, 3], call(G_4x0).
evidence(y, false).
t(X) :- a(X).
query(a(X)).
query(t(X)).
query(y).
:- use_module(library(lists)).
nc_a :- y, \+ nc_a.
query(nc_a).
