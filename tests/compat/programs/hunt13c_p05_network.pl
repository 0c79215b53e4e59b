% written for this corpus by a find-only hunt (session 21; p05_network)
0.9::link(N, M) :- between(1, 14, N), M is N + 1.
0.7::link(N, M) :- between(1, 12, N), M is N + 3.
0.5::link(N, M) :- between(3, 15, N), M is N - 2.
conn(X, Y) :- link(X, Y).
conn(X, Y) :- link(X, Z), conn(Z, Y).
query(conn(1, 15)).
query(conn(15, 1)).
