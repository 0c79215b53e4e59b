% hunt6 (ProbLog compatibility, 6th hunt): prob rule neg body
0.7::b.
0.5::a :- \+ b.
0.4::a :- b.
query(a).
