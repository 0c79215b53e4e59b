a(X) :- b(X), c.
b(h(_)).
c.
query(a(_)).
d(X, Y) :- b(X), b(Y).
query(d(_, _)).
query(d(A, A)).
