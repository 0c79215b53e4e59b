% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 22 nodes, 44 edges (evidence)
0.53::edge(n0, n1).
0.1::edge(n0, n4).
0.76::edge(n0, n7).
0.3::edge(n0, n8).
0.3::edge(n0, n10).
0.36::edge(n0, n17).
0.16::edge(n1, n11).
0.71::edge(n1, n14).
0.72::edge(n2, n8).
0.47::edge(n2, n15).
0.79::edge(n2, n18).
0.95::edge(n3, n19).
0.25::edge(n4, n8).
0.68::edge(n5, n7).
0.31::edge(n5, n21).
0.58::edge(n6, n1).
0.06::edge(n6, n7).
0.07::edge(n6, n9).
0.21::edge(n7, n0).
0.59::edge(n7, n8).
0.28::edge(n7, n17).
0.3::edge(n8, n14).
0.22::edge(n9, n14).
0.68::edge(n10, n2).
0.13::edge(n11, n13).
0.06::edge(n12, n6).
0.62::edge(n13, n0).
0.44::edge(n13, n1).
0.2::edge(n13, n17).
0.51::edge(n13, n20).
0.11::edge(n14, n6).
0.26::edge(n14, n11).
0.59::edge(n16, n21).
0.76::edge(n17, n19).
0.74::edge(n18, n10).
0.05::edge(n18, n15).
0.37::edge(n18, n17).
0.18::edge(n19, n4).
0.53::edge(n20, n14).
0.25::edge(n20, n18).
0.75::edge(n20, n19).
0.67::edge(n21, n7).
0.2::edge(n21, n12).
0.42::edge(n21, n15).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
evidence(path(n0, n11), true).
evidence(path(n0, n14), true).
evidence(edge(n0, n4), false).
query(path(n0, n12)).
query(path(n0, n11)).
query(path(n0, n1)).
