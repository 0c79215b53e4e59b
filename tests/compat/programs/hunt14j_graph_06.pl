% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 12 nodes, 40 edges (right)
0.46::edge(n0, n1).
0.3::edge(n1, n2).
0.05::edge(n1, n4).
0.22::edge(n1, n7).
0.89::edge(n1, n9).
0.21::edge(n2, n0).
0.71::edge(n2, n9).
0.14::edge(n2, n10).
0.88::edge(n3, n1).
0.47::edge(n3, n8).
0.71::edge(n3, n9).
0.16::edge(n4, n1).
0.87::edge(n4, n3).
0.21::edge(n4, n6).
0.17::edge(n4, n7).
0.38::edge(n4, n8).
0.4::edge(n4, n10).
0.47::edge(n5, n0).
0.33::edge(n5, n6).
0.67::edge(n5, n10).
0.74::edge(n6, n2).
0.83::edge(n7, n2).
0.81::edge(n7, n5).
0.23::edge(n7, n6).
0.93::edge(n7, n9).
0.88::edge(n7, n10).
0.57::edge(n8, n0).
0.67::edge(n8, n1).
0.76::edge(n8, n3).
0.71::edge(n8, n6).
0.27::edge(n9, n0).
0.69::edge(n9, n10).
0.67::edge(n9, n11).
0.35::edge(n10, n1).
0.75::edge(n10, n5).
0.33::edge(n11, n2).
0.38::edge(n11, n3).
0.44::edge(n11, n5).
0.78::edge(n11, n6).
0.55::edge(n11, n9).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(n0, n7)).
query(path(n0, n6)).
query(path(n0, n1)).
