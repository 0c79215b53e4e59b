% hunt6 (ProbLog compatibility, 6th hunt): ad evidence query order
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
wet :- w(rain).
wet :- w(snow).
query(w(_)).
query(wet).
evidence(w(snow)).
