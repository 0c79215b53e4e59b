% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% stratified negation over a cyclic probabilistic game graph of 20 nodes
0.72::move(0, 14).
0.84::move(1, 14).
0.38::move(1, 19).
0.63::move(2, 1).
0.6::move(2, 4).
0.52::move(2, 15).
0.53::move(3, 4).
0.86::move(3, 13).
0.8::move(4, 3).
0.83::move(4, 6).
0.33::move(5, 8).
0.62::move(6, 0).
0.77::move(6, 1).
0.46::move(7, 4).
0.6::move(7, 5).
0.7::move(7, 8).
0.45::move(8, 9).
0.7::move(8, 19).
0.33::move(9, 10).
0.38::move(9, 14).
0.35::move(10, 3).
0.52::move(10, 7).
0.81::move(12, 10).
0.34::move(13, 11).
0.69::move(13, 17).
0.53::move(17, 16).
0.53::move(18, 3).
0.39::move(18, 11).
0.41::move(18, 15).
0.76::move(19, 0).
0.82::move(19, 1).
0.54::move(19, 7).
reach(X, Y) :- move(X, Y).
reach(X, Y) :- move(X, Z), reach(Z, Y).
node(X) :- between(0, 19, X).
dead_end(X) :- node(X), \+ move(X, _).
safe(X) :- node(X), \+ reach(X, 0).
trap(X) :- node(X), \+ dead_end(X), \+ safe(X).
query(safe(16)).
query(safe(7)).
query(safe(8)).
query(dead_end(_)).
query(trap(5)).
