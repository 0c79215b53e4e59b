0.5::a(1). 0.5::a(2). 0.5::a(3).
b(X) :- a(X), X > 1.
c :- b(_).
d :- c, a(1).
evidence(c).
evidence(d, false).
query(a(X)).
query(b(3)).
