% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% probabilistic directed graph with cycles, 20 nodes, 45 edges (neg)
0.56::edge(n0, n7).
0.35::edge(n1, n2).
0.31::edge(n1, n7).
0.1::edge(n1, n11).
0.19::edge(n1, n12).
0.36::edge(n1, n15).
0.8::edge(n1, n16).
0.16::edge(n2, n13).
0.53::edge(n2, n17).
0.74::edge(n2, n18).
0.23::edge(n3, n11).
0.34::edge(n3, n17).
0.76::edge(n4, n2).
0.23::edge(n4, n6).
0.26::edge(n4, n9).
0.62::edge(n5, n0).
0.62::edge(n5, n12).
0.33::edge(n6, n1).
0.6::edge(n6, n3).
0.39::edge(n6, n7).
0.4::edge(n6, n9).
0.11::edge(n7, n0).
0.14::edge(n7, n8).
0.71::edge(n7, n17).
0.75::edge(n8, n6).
0.58::edge(n8, n7).
0.28::edge(n9, n13).
0.7::edge(n12, n17).
0.78::edge(n13, n0).
0.1::edge(n13, n8).
0.31::edge(n14, n4).
0.46::edge(n14, n5).
0.29::edge(n15, n7).
0.4::edge(n15, n8).
0.83::edge(n15, n12).
0.43::edge(n15, n16).
0.25::edge(n15, n17).
0.76::edge(n16, n0).
0.21::edge(n16, n6).
0.65::edge(n16, n9).
0.3::edge(n16, n13).
0.4::edge(n16, n14).
0.89::edge(n16, n17).
0.77::edge(n17, n10).
0.73::edge(n17, n12).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
node(n0). node(n1). node(n2). node(n3). node(n4). node(n5). node(n6). node(n7). node(n8). node(n9). node(n10). node(n11). node(n12). node(n13). node(n14). node(n15). node(n16). node(n17). node(n18). node(n19).
unreached(X) :- node(X), \+ path(n0, X).
query(unreached(_)).
