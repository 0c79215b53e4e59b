% hunt23: a ground call o(3) (evidence) and an open call o(X) (in w) of one atom with two derivations share ProbLog's OR node: w false then fixes p(3) false
0.5::a. 0.4::b.
0.3::p(1); 0.3::p(2); 0.4::p(3).
o(3) :- a, b.
o(3) :- p(1).
w :- o(X), p(X).
evidence(o(3), true).
evidence(w, false).
query(p(_)).
query(o(_)).
