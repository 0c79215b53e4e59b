% hunt6 (ProbLog compatibility, 6th hunt): call nc nocache
0.5::a.
b :- call_nc(a).
query(b).
