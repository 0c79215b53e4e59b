% hunt6 (ProbLog compatibility, 6th hunt): ad ev rule ad open
c(1). c(2).
0.3::col(X, r); 0.7::col(X, g) :- c(X).
query(col(_, r)).
query(col(_, _)).
evidence(col(2, g)).
