% hunt6 (ProbLog compatibility, 6th hunt): float int keys
0.5::p(1). 0.4::p(1.0). 0.3::p(2.5).
q(X) :- p(X), X =:= 1.
query(p(_)). query(q(_)). query(p(1.0)).
