% hunt6 (ProbLog compatibility, 6th hunt): ad heads unify
q(a). q(b).
0.3::p(X); 0.4::p(a) :- q(X).
query(p(_)).
