% nested between/3 with a probabilistic filter
0.5::ok(X, Y) :- between(1, 3, X), between(1, 3, Y), X < Y.
pair(X, Y) :- between(1, 3, X), between(X, 3, Y), ok(X, Y).
query(pair(_, _)).
