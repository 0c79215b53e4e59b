% hunt6 (ProbLog compatibility, 6th hunt): ad repeat head
0.3::a; 0.3::a; 0.2::b.
query(a). query(b).
