0.5::edge(a, b). 0.5::edge(b, c). 0.5::edge(a, c). 0.5::edge(c, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
evidence(path(a, d)).
query(path(_, _)).
query(edge(_, _)).
