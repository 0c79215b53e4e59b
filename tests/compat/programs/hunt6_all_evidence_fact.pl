% hunt6 (ProbLog compatibility, 6th hunt): all evidence fact
0.6::p(1). 0.5::p(2). 0.7::p(3).
a(L) :- all(X, p(X), L).
evidence(p(2)).
evidence(p(3), false).
query(a(_)).
