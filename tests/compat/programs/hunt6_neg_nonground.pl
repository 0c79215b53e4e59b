% hunt6 (ProbLog compatibility, 6th hunt): neg nonground
0.5::p(1). 0.4::p(2).
q :- \+ p(_).
r :- \+ p(3).
query(q). query(r).
