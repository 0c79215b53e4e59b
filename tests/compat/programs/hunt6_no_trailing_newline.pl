% hunt6 (ProbLog compatibility, 6th hunt): no trailing newline
0.5::a.
query(a).