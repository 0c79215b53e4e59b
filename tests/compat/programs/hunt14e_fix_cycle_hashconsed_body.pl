% hunt14e (session 22): the query's derivations of h5(3) are the evidence's nodes (hash-consed through the cached cycle answers), false: no h5(3) (before: listed with 0)
0.3::red(1). 0.3::red(2). 0.3::red(3). 0.3::red(4).
0.3::e(1,2). 0.8::e(1,4). 0.8::e(2,1). 0.2::e(2,4). 0.9::e(3,2). 0.7::e(4,1).
h1(X) :- red(X).
reach(X, Y) :- e(X, Y).
reach(X, Y) :- e(X, Z), reach(Z, Y).
h2(X) :- reach(X, Y), h1(Y).
h3(X) :- h2(X), h1(X).
h5(X) :- reach(X, Y), h3(Y).
evidence(\+h5(3)).
query(\+ h5(_)).
query(h5(_)).
