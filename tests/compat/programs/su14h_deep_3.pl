% left-recursive transitive closure over a 200-node line graph with a few probabilistic edges
e(N, M) :- between(1, 199, N), M is N + 1, N mod 50 =\= 0.
0.5::e(50, 51). 0.5::e(100, 101). 0.5::e(150, 151).
p(X, Y) :- p(X, Z), e(Z, Y).
p(X, Y) :- e(X, Y).
query(p(1, 200)).
query(p(60, 140)).
