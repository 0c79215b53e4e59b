% left-recursive reachability over a probabilistic graph with a cycle
0.5::edge(1, 2). 0.5::edge(2, 3). 0.5::edge(3, 1). 0.5::edge(3, 4).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
query(path(1, 4)). query(path(4, 1)). query(path(2, 2)).
