% hunt6 (ProbLog compatibility, 6th hunt): nonground prob clause2
0.5::p(X, Y) :- q(X).
q(1).
query(p(1, 2)).
