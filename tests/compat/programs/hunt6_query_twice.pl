% hunt6 (ProbLog compatibility, 6th hunt): query twice
0.3::p. 0.6::q.
r :- p ; q.
query(r). query(r). query(p). query(r).
