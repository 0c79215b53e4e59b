% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% tabled reachability on an undirected probabilistic graph
0.8::link(1, 2). 0.6::link(2, 3). 0.7::link(3, 4). 0.5::link(1, 3).
0.9::link(4, 5). 0.4::link(2, 5). 0.3::link(5, 6).
conn(X, Y) :- link(X, Y).
conn(X, Y) :- link(Y, X).
reach(X, Y) :- conn(X, Y).
reach(X, Y) :- conn(X, Z), reach(Z, Y).
query(reach(1, 6)).
query(reach(6, 1)).
query(reach(3, 3)).
evidence(link(2, 5), false).
