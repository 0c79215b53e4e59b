% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% stratified negation over a cyclic probabilistic game graph of 15 nodes
0.67::move(0, 10).
0.73::move(0, 12).
0.34::move(1, 3).
0.9::move(1, 11).
0.69::move(2, 6).
0.89::move(2, 14).
0.74::move(3, 2).
0.33::move(4, 3).
0.56::move(4, 5).
0.72::move(4, 7).
0.4::move(4, 14).
0.67::move(5, 0).
0.64::move(5, 6).
0.65::move(7, 0).
0.55::move(7, 1).
0.66::move(7, 10).
0.64::move(7, 12).
0.44::move(11, 12).
0.86::move(12, 6).
0.45::move(12, 7).
0.81::move(12, 13).
0.79::move(13, 3).
0.77::move(13, 10).
0.72::move(14, 13).
reach(X, Y) :- move(X, Y).
reach(X, Y) :- move(X, Z), reach(Z, Y).
node(X) :- between(0, 14, X).
dead_end(X) :- node(X), \+ move(X, _).
safe(X) :- node(X), \+ reach(X, 0).
trap(X) :- node(X), \+ dead_end(X), \+ safe(X).
query(safe(9)).
query(safe(2)).
query(safe(7)).
query(dead_end(_)).
query(trap(13)).
