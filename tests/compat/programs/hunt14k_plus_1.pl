% plus/3 in all three modes over probabilistic operands, negatives included
0.3::a(2). 0.7::a(-5).
0.5::b(7).
s(Z) :- a(X), b(Y), plus(X, Y, Z).
d(X) :- b(Y), plus(X, 3, Y).
e(Y) :- a(X), plus(X, Y, 0).
query(s(_)). query(d(_)). query(e(_)).
