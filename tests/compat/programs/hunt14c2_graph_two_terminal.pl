% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% network reliability: probability that s and t stay connected, failures independent
0.9::up(s, a). 0.8::up(s, b). 0.7::up(a, b). 0.9::up(a, t). 0.85::up(b, t). 0.6::up(a, c). 0.6::up(c, t).
conn(X, Y) :- up(X, Y).
conn(X, Y) :- up(X, Z), conn(Z, Y).
query(conn(s, t)).
query(conn(s, c)).
query(conn(b, t)).
