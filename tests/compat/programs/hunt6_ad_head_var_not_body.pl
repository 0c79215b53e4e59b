% hunt6 (ProbLog compatibility, 6th hunt): ad head var not body
0.5::p(X); 0.5::q(X) :- r(X).
r(1). r(2).
s :- p(1), q(2).
query(p(_)). query(q(_)). query(s).
