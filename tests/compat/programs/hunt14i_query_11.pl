% open query on tabled recursive predicate
0.5::e(1, 2). 0.5::e(2, 3). 0.5::e(3, 1). 0.5::e(3, 4).
r(X, Y) :- e(X, Y).
r(X, Y) :- r(X, Z), e(Z, Y).
query(r(1, _)).
