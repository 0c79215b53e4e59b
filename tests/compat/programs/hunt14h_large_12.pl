% probabilistic directed graph, 10 nodes, 25 edges, path queries (left)
0.52::edge(n1, n0).
0.39::edge(n1, n8).
0.31::edge(n1, n9).
0.73::edge(n2, n3).
0.25::edge(n2, n8).
0.58::edge(n3, n6).
0.54::edge(n3, n9).
0.54::edge(n4, n2).
0.2::edge(n4, n5).
0.63::edge(n4, n6).
0.83::edge(n5, n0).
0.36::edge(n5, n8).
0.37::edge(n6, n2).
0.83::edge(n6, n3).
0.56::edge(n6, n4).
0.32::edge(n6, n5).
0.11::edge(n6, n8).
0.7::edge(n7, n2).
0.38::edge(n7, n5).
0.47::edge(n8, n0).
0.32::edge(n8, n3).
0.61::edge(n8, n4).
0.68::edge(n8, n5).
0.35::edge(n8, n6).
0.16::edge(n9, n0).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
query(path(n0, n8)).
query(path(n0, n1)).
query(path(n0, n5)).
