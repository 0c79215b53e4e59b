% open query on both arguments of recursive predicate
0.6::e(a, b). 0.7::e(b, a). 0.8::e(b, c).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
query(r(_, _)).
