% hunt17: tabled calls with 1 and 1.0 are two calls (ProbLog's terms differ), also through arithmetic that makes a float
0.5::e(1, 2). 0.6::e(1.0, 3). 0.7::e(2, 4).
reach(X, Y) :- e(X, Y).
reach(X, Y) :- e(X, Z), reach(Z, Y).
half(X, H) :- H is X / 2.
r1(Y) :- reach(1, Y).
r2(Y) :- half(2, H), reach(H, Y).
r3(Y) :- H is 2 // 2, reach(H, Y).
query(r1(_)). query(r2(_)). query(r3(_)).
