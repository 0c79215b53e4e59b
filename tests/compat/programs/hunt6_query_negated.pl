% hunt6 (ProbLog compatibility, 6th hunt): query negated
0.3::a. 0.6::b.
c :- a, b.
query(\+ c).
query(\+ a).
