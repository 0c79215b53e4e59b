% hunt6 (ProbLog compatibility, 6th hunt): ad ev ground query first
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
query(w(rain)).
query(w(_)).
evidence(w(snow)).
