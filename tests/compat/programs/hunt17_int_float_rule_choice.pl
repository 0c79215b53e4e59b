% hunt17: a probabilistic rule's choice for u(1.0) is not the one for u(1) (1 == 1.0 in Python; two terms in ProbLog), so evidence on u(1.0) leaves u(1) alone
0.4::u(X) :- a(X).
a(1). a(1.0). a(2).
evidence(u(1.0)).
query(u(1)).
query(u(1.0)).
query(u(2)).
