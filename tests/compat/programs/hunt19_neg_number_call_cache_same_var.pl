% hunt19: p(X, -1) has ProbLog's cache key of p(X, X) (the first variable is -1), so p(X, X) after it reuses its answers; p(X, -1.0) is the same key too
0.4::e(a, -1). 0.3::e(b, b). 0.6::e(-1, -1). 0.5::e(c, -1.0).
p(X, Y) :- e(X, Y).
first(X) :- p(X, -1).
same(X) :- p(X, X).
query(first(_)).
query(same(_)).
query(p(_, -2)).
