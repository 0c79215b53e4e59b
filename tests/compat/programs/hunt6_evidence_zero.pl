% hunt6 (ProbLog compatibility, 6th hunt): evidence zero
0.5::a.
b :- a, \+ a.
evidence(\+ b).
query(a).
