% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): same answer many paths
0.5::e(1, 2). 0.5::e(1, 3). e(2, 4). e(3, 4).
reach(X, Y) :- e(X, Y).
reach(X, Y) :- e(X, Z), reach(Z, Y).
l(L) :- findall(Y, reach(1, Y), L).
query(l(_)).
