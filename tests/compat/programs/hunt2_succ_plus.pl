% succ/2 and plus/3 in several modes
a(X) :- succ(3, X).
b(X) :- succ(X, 4).
c(Z) :- plus(2, 3, Z).
d(Y) :- plus(2, Y, 9).
e(X) :- plus(X, 4, 10).
0.5::go.
f(N) :- go, succ(N0, 1), N is N0 + 10.
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)).
