% hunt6 (ProbLog compatibility, 6th hunt): same fact twice
0.5::a. 0.5::a.
0.2::b(1). 0.3::b(1). 0.4::b(2).
c :- b(_).
query(a). query(b(_)). query(c).
