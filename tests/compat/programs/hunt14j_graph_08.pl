% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 16 nodes, 32 edges (open)
0.64::edge(n0, n4).
0.12::edge(n0, n6).
0.46::edge(n0, n10).
0.57::edge(n1, n4).
0.11::edge(n1, n11).
0.41::edge(n1, n15).
0.69::edge(n2, n5).
0.79::edge(n2, n7).
0.89::edge(n3, n2).
0.16::edge(n3, n7).
0.79::edge(n4, n0).
0.13::edge(n4, n8).
0.23::edge(n4, n12).
0.93::edge(n5, n4).
0.4::edge(n5, n12).
0.4::edge(n6, n11).
0.47::edge(n7, n2).
0.12::edge(n8, n12).
0.65::edge(n8, n14).
0.39::edge(n9, n4).
0.36::edge(n10, n1).
0.92::edge(n10, n12).
0.56::edge(n10, n14).
0.2::edge(n11, n1).
0.44::edge(n11, n4).
0.79::edge(n12, n8).
0.11::edge(n12, n13).
0.67::edge(n12, n14).
0.93::edge(n13, n8).
0.22::edge(n14, n12).
0.35::edge(n15, n1).
0.67::edge(n15, n6).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(n0, _)).
