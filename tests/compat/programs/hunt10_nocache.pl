% hunt10: nocache directive on a recursive predicate
0.5::e(1, 2). 0.5::e(2, 3). e(1, 3).
p(X, Y) :- e(X, Y).
p(X, Y) :- e(X, Z), p(Z, Y).
:- nocache(p, 2).
query(p(1, _)).
