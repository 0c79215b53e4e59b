% hunt6 (ProbLog compatibility, 6th hunt): evidence on fact query fact
0.3::a. 0.6::b.
c :- a ; b.
evidence(a).
query(a). query(b). query(c).
