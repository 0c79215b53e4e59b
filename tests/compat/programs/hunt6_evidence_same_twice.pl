% hunt6 (ProbLog compatibility, 6th hunt): evidence same twice
0.5::a. 0.5::b.
c :- a ; b.
evidence(c). evidence(c).
evidence(a, false).
query(b).
