% hunt6 (ProbLog compatibility, 6th hunt): ad ev earlier query reuse
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
wet :- w(rain).
query(wet).
query(w(_)).
evidence(w(snow)).
