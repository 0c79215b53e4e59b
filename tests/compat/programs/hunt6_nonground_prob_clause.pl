% hunt6 (ProbLog compatibility, 6th hunt): nonground prob clause
0.5::p(X).
query(p(1)).
