% hunt12: float results of arithmetic as ProbLog prints them (division, powers, large and small values)
0.5::use(1). 0.5::use(2).
r(X, Y) :- use(X), Y is 10 / 4 * X.
r(X, Y) :- use(X), Y is 2 ** (X * 20).
r(X, Y) :- use(X), Y is 1 / (3 * X).
r(X, Y) :- use(X), Y is X * 1.0e-6.
r(X, Y) :- use(X), Y is 2.0 ** 70 * X.
r(X, Y) :- use(X), Y is sqrt(X * 8).
r(X, Y) :- use(X), Y is -(X) / 7.
query(r(_, _)).
