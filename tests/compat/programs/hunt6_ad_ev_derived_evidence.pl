% hunt6 (ProbLog compatibility, 6th hunt): ad ev derived evidence
0.2::w(sun); 0.5::w(rain); 0.3::w(snow).
cold :- w(snow).
evidence(cold).
query(w(_)).
