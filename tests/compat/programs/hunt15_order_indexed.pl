% twelve clauses (indexed): the facts keyed by the bound argument answer first, then the open rules, as ProbLog's clause index gives them
0.5::v(K, r1) :- K = k1.
0.5::v(k0, 0).
0.5::v(k1, 1).
0.5::v(k2, 2).
0.5::v(k0, 3).
0.5::v(k1, 4).
0.5::v(k2, 5).
0.5::v(k0, 6).
0.5::v(k1, 7).
0.5::v(k2, 8).
0.5::v(k0, 9).
0.5::v(K, r2) :- K = k1.
w(N) :- findall(X, v(k1, X), L), L = [N|_].
query(w(_)).
