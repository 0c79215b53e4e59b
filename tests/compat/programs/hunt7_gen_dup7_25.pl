% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.1::a.
0.7::a.
0.2::b.
0.3::c.
0.5::p(1). 0.8::p(2).
0.6::p(1).
p(3) :- a.
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.5::a; 0.2::d.
query(\+ q).
query(q).
evidence(q).
evidence(\+ r(2)).
