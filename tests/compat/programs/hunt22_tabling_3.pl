% tabling through cycles: a left-recursive transitive closure (tc :- tc, e) over an undirected probabilistic triangle with a tail
0.5::link(1, 2). 0.5::link(2, 3). 0.6::link(3, 1). 0.7::link(3, 4).
e(X, Y) :- link(X, Y).
e(X, Y) :- link(Y, X).
tc(X, Y) :- e(X, Y).
tc(X, Y) :- tc(X, Z), e(Z, Y).
query(tc(1, 4)).
query(tc(2, 2)).
