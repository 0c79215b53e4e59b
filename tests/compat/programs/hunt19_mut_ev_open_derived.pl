% hunt19: a mutant of ev_open_derived.pl: call-n-univ clause 4 goal 1; query-ad a(1); prob-expr clause 1 1-0.5 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
1-0.5::a(1).
0.5::a(2).
0.3::a(3).
b(X) :- G_3x0 =.. [a, X], call(G_3x0).
evidence(a(1), false).
query(b(X)).
query(a(_)).
0.25::a(1); 0.25::a_other(1).
query(a(1)).
