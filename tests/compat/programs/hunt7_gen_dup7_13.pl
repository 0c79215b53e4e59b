% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.2::a.
0.2::a.
0.6::b.
0.8::b.
0.1::c.
0.8::c.
0.4::p(1). 0.9::p(2).
0.4::p(1).
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.7::a; 0.2::d.
query(a).
query(d).
query(q).
query(q).
evidence(q).
