% hunt12: several queries answering overlapping atoms, ground queries before and after open ones
0.4::e(1, 2). 0.5::e(2, 3). 0.6::e(1, 3).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
query(r(1, 3)).
query(r(1, _)).
query(r(_, 3)).
query(r(2, 3)).
