% ProbLog tutorial style tabling: paths in a cyclic probabilistic graph, several queries
0.6::edge(1, 2). 0.1::edge(1, 3). 0.4::edge(2, 5). 0.3::edge(2, 6). 0.3::edge(3, 4).
0.8::edge(4, 5). 0.2::edge(5, 6). 0.5::edge(6, 1). 0.7::edge(5, 3).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(1, 6)).
query(path(6, 5)).
query(path(3, 3)).
query(path(1, _)).
