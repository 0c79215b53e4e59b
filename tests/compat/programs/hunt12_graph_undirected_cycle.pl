% hunt12: an undirected probabilistic graph (cycles through the symmetric edge), tabled reachability
0.7::e(a, b). 0.6::e(b, c). 0.5::e(c, a). 0.4::e(c, d).
edge(X, Y) :- e(X, Y).
edge(X, Y) :- e(Y, X).
reach(X, Y) :- edge(X, Y).
reach(X, Y) :- edge(X, Z), reach(Z, Y).
query(reach(a, _)).
query(reach(d, a)).
