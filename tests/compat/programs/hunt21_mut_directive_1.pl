% hunt21: a mutant of hunt19_mut_ev_open_derived.pl that agrees with ProbLog (directive :- unknown(error).; forall-once clause 4 goal 1)
1-0.5::a(1).
0.5::a(2).
0.3::a(3).
b(X) :- once((G_3x0 =.. [a, X])), forall((G_3x0 =.. [a, X]), true), call(G_3x0).
evidence(a(1), false).
query(b(X)).
query(a(_)).
:- unknown(error).
0.25::a(1); 0.25::a_other(1).
query(a(1)).
