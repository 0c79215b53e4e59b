% hunt10: a cycle through recursion with a negated query
0.5::e(a, b). 0.5::e(b, a). 0.5::e(b, c).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
query(\+ r(a, c)).
query(r(a, a)).
