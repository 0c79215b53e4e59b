% written for this corpus by a find-only hunt (session 23; probabilistic databases, graphs and tabling)
% Left-recursive transitive closure with a cycle and a probabilistic base, queried open and ground
0.5::e(1, 2). 0.6::e(2, 3). 0.7::e(3, 1). 0.4::e(3, 4).
t(X, Y) :- t(X, Z), e(Z, Y).
t(X, Y) :- e(X, Y).
reach_all :- t(1, 4), t(4, 4).
query(t(1, _)).
query(t(4, _)).
query(reach_all).
