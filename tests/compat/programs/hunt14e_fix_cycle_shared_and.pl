% hunt14e (session 22): an open query's derivation e(1,3), h(1) of h(3) is, hash-consed, the evidence's false node on the cycle: no h(3) (before: h(3) listed with 0)
0.3::g(X) :- between(1, 3, X).
0.5::e(1,2). 0.4::e(1,3). 0.1::e(3,1).
h2(X) :- g(X).
h2(X) :- e(Y, X), h2(Y).
evidence(h2(3), false).
query(h2(_)).
