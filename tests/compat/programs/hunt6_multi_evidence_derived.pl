% hunt6 (ProbLog compatibility, 6th hunt): multi evidence derived
0.5::h1. 0.5::h2. 0.5::h3.
a :- h1, h2.
b :- h2, h3.
c :- h1 ; h3.
evidence(a, false).
evidence(c).
evidence(b, false).
query(h1). query(h2). query(h3).
