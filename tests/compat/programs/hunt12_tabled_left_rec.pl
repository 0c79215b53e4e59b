% hunt12: left-recursive transitive closure over a probabilistic graph with a cycle
0.9::edge(a, b). 0.8::edge(b, c). 0.7::edge(c, a). 0.6::edge(c, d). 0.5::edge(d, e).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
query(path(a, _)).
query(path(e, _)).
query(path(_, a)).
