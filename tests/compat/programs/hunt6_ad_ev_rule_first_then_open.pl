% hunt6 (ProbLog compatibility, 6th hunt): ad ev rule first then open
0.5::x(a); 0.3::x(b); 0.2::x(c).
q(X) :- x(X).
query(q(_)).
query(x(_)).
evidence(x(a)).
