% hunt6 (ProbLog compatibility, 6th hunt): evidence nonground
0.5::p(1). 0.5::p(2).
q :- p(1), p(2).
evidence(p(_)).
query(q).
