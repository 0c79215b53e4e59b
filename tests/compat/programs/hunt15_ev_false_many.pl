% many negative evidence atoms on a graph with a query over every node
0.6::edge(a, b). 0.5::edge(b, c). 0.4::edge(a, c). 0.7::edge(c, d). 0.3::edge(b, d). 0.2::edge(d, e).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
evidence(edge(a, c), false).
evidence(path(b, e), false).
query(path(a, _)).
