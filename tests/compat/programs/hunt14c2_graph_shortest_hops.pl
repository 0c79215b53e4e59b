% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% number of hops on a path found with a bounded search
0.5::e(1, 2). 0.5::e(2, 3). 0.5::e(3, 4). 0.5::e(1, 3). 0.5::e(2, 4).
hops(X, X, 0).
hops(X, Y, N) :- e(X, Z), hops(Z, Y, M), N is M + 1.
within(X, Y, K) :- hops(X, Y, N), N =< K.
query(within(1, 4, 2)).
query(within(1, 4, 3)).
query(hops(1, 4, N)).
