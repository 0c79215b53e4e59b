% left-recursive reachability over a cyclic probabilistic graph, with open and partly open queries
0.6::e(a, b). 0.5::e(b, c). 0.4::e(c, a). 0.7::e(c, d). 0.2::e(d, d).
path(X, Y) :- path(X, Z), e(Z, Y).
path(X, Y) :- e(X, Y).
query(path(a, Y)). query(path(d, X)). query(path(b, b)).
