% a write on a probabilistic rule used by two queries
0.3::edge(a, b). 0.6::edge(b, c). 0.5::edge(a, c).
path(X, Y) :- edge(X, Y), write(step(X, Y)), nl.
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(a, c)).
query(path(b, c)).
