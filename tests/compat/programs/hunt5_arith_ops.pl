% arithmetic functions and integer/float results as ProbLog evaluates them
a(X) :- X is 7 // 2.
b(X) :- X is -7 // 2.
c(X) :- X is -7 mod 2.
d(X) :- X is 7 / 2.
e(X) :- X is 2 ** 10.
f(X) :- X is 2 ^ 3.
g(X) :- X is max(3, 4.0).
h(X) :- X is abs(-3) + sign(-2.5).
i(X) :- X is truncate(3.7) + round(2.5) + ceiling(1.1) + floor(-1.1).
j(X) :- X is sqrt(16) + exp(0) + log(1).
k(X) :- X is 10 / 5.
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)).
query(h(_)). query(i(_)). query(j(_)). query(k(_)).
