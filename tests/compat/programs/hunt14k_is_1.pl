% is/2 on results of probabilistic facts: integer division and mod of negatives, min/max ties, abs, sign
0.5::v(-7). 0.5::v(7).
d(X, Q) :- v(X), Q is X // 2.
m(X, M) :- v(X), M is X mod 3.
r(X, R) :- v(X), R is X rem 3.
s(X, S) :- v(X), S is sign(X) * abs(X).
t(X, T) :- v(X), T is max(X, 7.0).
query(d(_, _)). query(m(_, _)). query(r(_, _)). query(s(_, _)). query(t(_, _)).
