:- use_module(library(lists)).
pick(X) :- select_uniform(id1, [a, b, c], X, _).
w(X) :- select_weighted(id2, [0.2, 0.5, 0.3], [r, g, b], X, _).
query(pick(X)).
query(w(X)).
