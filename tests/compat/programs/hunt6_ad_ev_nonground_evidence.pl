% hunt6 (ProbLog compatibility, 6th hunt): ad ev nonground evidence
0.2::w(d1, sun); 0.8::w(d1, rain).
0.6::w(d2, sun); 0.4::w(d2, rain).
evidence(w(_, rain)).
query(w(_, _)).
