% probabilistic directed graph, 10 nodes, 30 edges, path queries (right)
0.29::edge(n0, n3).
0.35::edge(n0, n9).
0.76::edge(n1, n7).
0.35::edge(n1, n9).
0.82::edge(n2, n0).
0.37::edge(n2, n3).
0.45::edge(n2, n5).
0.16::edge(n2, n8).
0.83::edge(n3, n0).
0.74::edge(n3, n1).
0.48::edge(n3, n2).
0.19::edge(n3, n5).
0.49::edge(n4, n8).
0.4::edge(n5, n1).
0.77::edge(n5, n3).
0.84::edge(n5, n4).
0.69::edge(n5, n7).
0.33::edge(n6, n0).
0.13::edge(n6, n3).
0.82::edge(n6, n4).
0.86::edge(n6, n7).
0.23::edge(n6, n8).
0.5::edge(n7, n2).
0.48::edge(n7, n5).
0.88::edge(n7, n6).
0.13::edge(n8, n0).
0.15::edge(n8, n4).
0.77::edge(n8, n9).
0.56::edge(n9, n5).
0.47::edge(n9, n7).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(n0, n8)).
query(path(n0, n5)).
query(path(n0, n6)).
