% probabilistic graph: left-recursive path with tabling over a cyclic graph, open and ground queries
0.6::edge(1, 2). 0.1::edge(1, 3). 0.4::edge(2, 5). 0.3::edge(2, 6).
0.3::edge(3, 4). 0.8::edge(4, 5). 0.2::edge(5, 6). 0.5::edge(6, 1).
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
query(path(1, 6)).
query(path(5, _)).
