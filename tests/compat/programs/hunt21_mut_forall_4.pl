% hunt21: a mutant of hunt19_mut_hunt12_negcycle_blocked_by_evidence.pl that agrees with ProbLog (forall-same clause 10 goal 1; split-fact-two-facts clause 4; forall-same clause 10 goal 1)
0.4::a.
0.25::b.
0.25::c.
0.2::d.
0.2500000000000001::d.
x0 :- c.
x0 :- \+ b, c, a.
x1 :- ( c ; b ).
x1 :- \+ x0.
0.3::x2 :- d, forall((d), (d)), \+ x1, c.
1.0::x0 :- x2, forall((x2), (x2)), c.
evidence(d, false).
query(a).
query(b).
query(c).
query(x0).
x5 :- \+ x1.
query(x1).
query(x2).
query(x5).
