% probabilistic graph: undirected edges, paths avoiding visited nodes with a list, evidence on an edge
0.9::e(a, b). 0.8::e(b, c). 0.7::e(a, c). 0.6::e(c, d). 0.5::e(b, d).
conn(X, Y) :- e(X, Y).
conn(X, Y) :- e(Y, X).
path(X, Y) :- walk(X, Y, [X]).
walk(X, X, _).
walk(X, Y, V) :- conn(X, Z), \+ memberchk(Z, V), walk(Z, Y, [Z|V]).
memberchk(X, [Y|T]) :- X == Y ; X \== Y, memberchk(X, T).
evidence(e(a, c), false).
query(path(a, d)).
query(path(d, a)).
