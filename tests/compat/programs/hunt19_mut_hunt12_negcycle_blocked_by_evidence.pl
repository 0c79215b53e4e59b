% hunt19: a mutant of hunt12_negcycle_blocked_by_evidence.pl: prob-rule clause 10 1.0; disj-goals clause 7 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.4::a.
0.25::b.
0.25::c.
0.4::d.
x0 :- c.
x0 :- \+ b, c, a.
x1 :- ( c ; b ).
x1 :- \+ x0.
0.3::x2 :- d, \+ x1, c.
1.0::x0 :- x2, c.
evidence(d, false).
query(a).
query(b).
query(c).
query(x0).
x5 :- \+ x1.
query(x1).
query(x2).
query(x5).
