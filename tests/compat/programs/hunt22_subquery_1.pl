% subquery/2 inside a program: the probability of a path computed in a nested inference and compared with a threshold
0.6::e(a, b). 0.5::e(b, c). 0.3::e(a, c).
p(X, Y) :- e(X, Y).
p(X, Y) :- e(X, Z), p(Z, Y).
likely(X, Y) :- subquery(p(X, Y), P), P > 0.4.
prob(X, Y, P) :- subquery(p(X, Y), P).
query(likely(a, c)).
query(prob(a, c, _)).
