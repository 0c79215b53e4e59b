% hunt6 (ProbLog compatibility, 6th hunt): all or none evidence
0.6::p(1). 0.5::p(2).
a(L) :- all_or_none(X, p(X), L).
evidence(p(1), false).
query(a(_)).
