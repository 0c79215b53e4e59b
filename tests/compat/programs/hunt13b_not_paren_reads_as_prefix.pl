% hunt13b: ProbLog reads `\+(` as the prefix operator, so `\+(X) = 1` is `\+ (X = 1)` and `f(\+(a) + 1)` is `f(\+(a + 1))`
0.5::v(1). 0.5::v(2). 0.2::v(3).
not_one(X) :- v(X), \+(X) = 1.
small(X) :- v(X), \+(X) > 2.
same(X) :- v(X), \+(X) == 2, \+(X) =:= 3.
term(T) :- v(1), T = f(\+(a) + 1, \+(b) ^ 2, \+(c), [\+(d) = e]).
conj(T) :- v(2), T = g(\+(a, b) = c).
query(not_one(_)).
query(small(_)).
query(same(_)).
query(term(_)).
query(conj(_)).
