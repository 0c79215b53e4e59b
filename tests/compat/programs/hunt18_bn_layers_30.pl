% Bayesian network: three layers of 10 nodes, each child a noisy-or of two parents, evidence on the bottom layer
node(L, I) :- between(1, 3, L), between(1, 10, I).
0.2::root(I) :- between(1, 10, I).
0.7::edge(L, I, J) :- node(L, I), L < 3, between(1, 10, J), (J =:= I ; J =:= I mod 10 + 1).
active(1, I) :- root(I).
active(L, J) :- L > 1, P is L - 1, edge(P, I, J), active(P, I).
evidence(active(3, 1), true).
evidence(active(3, 5), false).
evidence(active(3, 9), true).
query(root(I)).
query(active(3, 10)).
