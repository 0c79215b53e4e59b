% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.5::a.
0.8::b.
0.2::b.
0.3::c.
0.8::c.
0.2::p(1). 0.3::p(2).
p(3) :- a.
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.5::a; 0.2::d.
query(c).
query(p(1)).
evidence(p(1)).
evidence(q).
