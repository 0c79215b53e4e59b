% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 15 nodes, 30 edges (right)
0.1::edge(n0, n1).
0.26::edge(n0, n8).
0.66::edge(n0, n12).
0.87::edge(n1, n4).
0.71::edge(n1, n5).
0.36::edge(n2, n14).
0.29::edge(n3, n2).
0.11::edge(n3, n7).
0.94::edge(n3, n12).
0.39::edge(n4, n0).
0.13::edge(n4, n1).
0.95::edge(n4, n2).
0.78::edge(n4, n7).
0.07::edge(n5, n1).
0.94::edge(n5, n12).
0.62::edge(n6, n7).
0.9::edge(n8, n9).
0.73::edge(n9, n1).
0.91::edge(n9, n4).
0.71::edge(n10, n12).
0.15::edge(n11, n14).
0.46::edge(n12, n5).
0.29::edge(n12, n6).
0.63::edge(n12, n7).
0.53::edge(n13, n2).
0.6::edge(n13, n5).
0.53::edge(n13, n12).
0.74::edge(n14, n2).
0.89::edge(n14, n5).
0.45::edge(n14, n10).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(n0, n11)).
query(path(n0, n5)).
query(path(n0, n13)).
