% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% stratified negation over a cyclic probabilistic graph of 15 nodes
0.32::move(n0, n6).
0.79::move(n0, n10).
0.84::move(n1, n2).
0.71::move(n1, n8).
0.56::move(n2, n0).
0.68::move(n2, n9).
0.36::move(n4, n1).
0.9::move(n4, n5).
0.77::move(n5, n1).
0.55::move(n6, n8).
0.84::move(n6, n12).
0.41::move(n7, n0).
0.36::move(n7, n6).
0.84::move(n8, n2).
0.45::move(n8, n10).
0.58::move(n8, n11).
0.65::move(n8, n13).
0.62::move(n9, n5).
0.78::move(n10, n0).
0.7::move(n10, n5).
0.77::move(n10, n7).
0.76::move(n10, n9).
0.6::move(n11, n1).
0.77::move(n11, n2).
0.33::move(n11, n6).
0.86::move(n12, n6).
0.34::move(n12, n13).
0.47::move(n13, n10).
0.49::move(n14, n0).
0.72::move(n14, n1).
node(n0). node(n1). node(n2). node(n3). node(n4). node(n5). node(n6). node(n7). node(n8). node(n9). node(n10). node(n11). node(n12). node(n13). node(n14).
reach(X, Y) :- move(X, Y).
reach(X, Y) :- move(X, Z), reach(Z, Y).
isolated(X) :- node(X), \+ reach(X, _).
dead_end(X) :- node(X), \+ move(X, _).
safe(X) :- node(X), \+ reach(X, n0).
query(safe(n10)).
query(safe(n3)).
query(safe(n8)).
query(safe(n9)).
query(isolated(_)).
query(dead_end(_)).
