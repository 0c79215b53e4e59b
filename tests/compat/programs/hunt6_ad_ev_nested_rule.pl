% hunt6 (ProbLog compatibility, 6th hunt): ad ev nested rule
0.5::x(a); 0.3::x(b); 0.2::x(c).
q(X) :- x(X).
s(X) :- q(X).
query(s(_)).
query(q(_)).
evidence(x(c)).
