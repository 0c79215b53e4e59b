% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.4::a.
0.2::b.
0.3::b.
0.9::c.
0.1::c.
0.5::p(1). 0.5::p(2).
p(3) :- a.
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.5::a; 0.2::d.
query(r(_)).
query(p(_)).
evidence(\+ r(2)).
evidence(d, false).
