% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.3::a.
0.3::a.
0.1::b.
0.1::c.
0.2::c.
0.6::p(1). 0.5::p(2).
p(3) :- a.
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.3::a; 0.2::d.
query(d).
query(d).
evidence(d, false).
evidence(c, false).
