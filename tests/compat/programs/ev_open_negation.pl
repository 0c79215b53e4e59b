% negation under propagated evidence: e(X) has no answer left and is listed as itself
0.5::a(1). 0.5::a(2). 0.3::a(3).
c :- \+ a(2).
d(X) :- a(X), X > 1.
e(X) :- a(X), \+ a(2).
evidence(a(1), false).
evidence(a(2), true).
query(c).
query(d(X)).
query(e(X)).
