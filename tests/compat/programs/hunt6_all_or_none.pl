% hunt6 (ProbLog compatibility, 6th hunt): all or none
0.5::p(1). 0.5::p(2).
a(L) :- all(X, p(X), L).
b(L) :- all_or_none(X, p(X), L).
query(a(_)). query(b(_)).
