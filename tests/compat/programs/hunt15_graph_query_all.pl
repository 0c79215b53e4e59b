% a probabilistic social graph: every pair's connection queried with an open two-argument query
0.7::f(a, b). 0.6::f(b, c). 0.5::f(c, a). 0.4::f(c, d). 0.3::f(d, a).
conn(X, Y) :- f(X, Y).
conn(X, Y) :- f(X, Z), conn(Z, Y).
query(conn(_, _)).
