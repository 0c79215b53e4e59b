% hunt10: succ/2 and plus/3 in both directions
0.5::k(3). 0.5::k(0).
s1(Y) :- k(X), succ(X, Y).
s2(X) :- k(Y), succ(X, Y).
p1(Z) :- k(X), plus(X, 2, Z).
p2(Y) :- k(X), plus(1, Y, X).
query(s1(_)). query(s2(_)). query(p1(_)). query(p2(_)).
