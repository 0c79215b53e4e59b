% probabilistic directed graph, 12 nodes, 30 edges, path queries (left)
0.56::edge(n2, n1).
0.83::edge(n2, n3).
0.26::edge(n2, n6).
0.31::edge(n2, n7).
0.78::edge(n3, n2).
0.73::edge(n3, n6).
0.77::edge(n3, n7).
0.63::edge(n3, n10).
0.48::edge(n3, n11).
0.49::edge(n4, n0).
0.48::edge(n4, n1).
0.49::edge(n4, n3).
0.3::edge(n4, n7).
0.17::edge(n4, n9).
0.38::edge(n5, n3).
0.85::edge(n5, n6).
0.73::edge(n5, n8).
0.41::edge(n7, n3).
0.56::edge(n8, n1).
0.53::edge(n8, n4).
0.71::edge(n8, n5).
0.11::edge(n8, n7).
0.89::edge(n9, n8).
0.72::edge(n9, n11).
0.78::edge(n10, n2).
0.17::edge(n10, n6).
0.42::edge(n10, n7).
0.42::edge(n10, n11).
0.41::edge(n11, n4).
0.2::edge(n11, n5).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
query(path(n0, n7)).
query(path(n0, n6)).
query(path(n0, n3)).
