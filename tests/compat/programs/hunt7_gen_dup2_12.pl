% generated: probabilistic facts with the same head twice, queries of atoms that are also evidence
0.5::a.
0.9::b.
0.7::b.
0.4::c.
0.1::c.
0.8::p(1). 0.9::p(2).
p(3) :- a.
q :- a, b.
q :- \+ c, p(_).
r(X) :- p(X), \+ q.
0.7::a; 0.2::d.
query(d).
query(c).
evidence(c, false).
evidence(a).
