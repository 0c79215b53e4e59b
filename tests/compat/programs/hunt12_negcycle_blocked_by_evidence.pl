% hunt12: a cycle through negation reached only after a conjunct the evidence makes false, queried from several sides
0.4::a.
0.25::b.
0.25::c.
0.4::d.
x0 :- c.
x0 :- \+ b, c, a.
x1 :- c, b.
x1 :- \+ x0.
0.3::x2 :- d, \+ x1, c.
x0 :- x2, c.
evidence(d, false).
query(a).
query(b).
query(c).
query(x0).
x5 :- \+ x1.
query(x1).
query(x2).
query(x5).
