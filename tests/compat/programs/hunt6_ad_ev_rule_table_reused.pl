% hunt6 (ProbLog compatibility, 6th hunt): ad ev rule table reused
0.5::x(a); 0.5::x(b).
q(X) :- x(X).
r :- q(b).
query(q(_)).
query(q(_)).
query(r).
query(x(_)).
evidence(x(a)).
