% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 18 nodes, 36 edges (left)
0.12::edge(n0, n2).
0.46::edge(n0, n13).
0.73::edge(n1, n15).
0.37::edge(n2, n4).
0.9::edge(n3, n6).
0.21::edge(n3, n7).
0.17::edge(n3, n13).
0.86::edge(n4, n3).
0.18::edge(n4, n6).
0.59::edge(n4, n11).
0.51::edge(n5, n1).
0.32::edge(n5, n4).
0.29::edge(n5, n11).
0.47::edge(n6, n0).
0.86::edge(n6, n1).
0.44::edge(n6, n13).
0.06::edge(n7, n4).
0.73::edge(n7, n8).
0.37::edge(n7, n11).
0.9::edge(n7, n12).
0.07::edge(n7, n13).
0.19::edge(n8, n0).
0.24::edge(n8, n9).
0.65::edge(n8, n14).
0.57::edge(n9, n10).
0.19::edge(n10, n13).
0.33::edge(n11, n7).
0.75::edge(n11, n15).
0.52::edge(n12, n11).
0.62::edge(n13, n3).
0.84::edge(n13, n17).
0.12::edge(n14, n5).
0.4::edge(n15, n16).
0.79::edge(n17, n2).
0.27::edge(n17, n6).
0.24::edge(n17, n10).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
query(path(n0, n4)).
query(path(n0, n14)).
query(path(n0, n8)).
