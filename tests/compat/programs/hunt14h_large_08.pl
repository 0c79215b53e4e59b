% probabilistic acyclic graph, 15 nodes, 30 edges, path queries (dag)
0.17::edge(n0, n1).
0.3::edge(n0, n3).
0.71::edge(n0, n9).
0.51::edge(n0, n10).
0.12::edge(n1, n7).
0.55::edge(n1, n8).
0.19::edge(n2, n4).
0.19::edge(n2, n10).
0.33::edge(n2, n12).
0.15::edge(n3, n8).
0.11::edge(n3, n9).
0.65::edge(n3, n10).
0.27::edge(n3, n14).
0.84::edge(n4, n7).
0.14::edge(n4, n10).
0.4::edge(n5, n7).
0.67::edge(n6, n8).
0.44::edge(n6, n9).
0.55::edge(n7, n8).
0.26::edge(n7, n10).
0.64::edge(n7, n12).
0.37::edge(n7, n13).
0.35::edge(n7, n14).
0.11::edge(n8, n13).
0.43::edge(n9, n10).
0.84::edge(n9, n11).
0.21::edge(n9, n13).
0.67::edge(n11, n12).
0.11::edge(n12, n14).
0.47::edge(n13, n14).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(n0, n8)).
query(path(n0, n3)).
query(path(n0, n11)).
