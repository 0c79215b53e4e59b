% hunt6 (ProbLog compatibility, 6th hunt): evidence on open goal in rule
0.5::f(1). 0.5::f(2). 0.5::f(3).
any_big :- f(X), X > 1.
evidence(any_big, false).
query(f(_)).
