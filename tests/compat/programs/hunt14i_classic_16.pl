% graph search with visited list
:- use_module(library(lists)).
edge(a, b). edge(b, c). edge(c, a). edge(c, d). edge(d, e). edge(b, e).
path(X, Y, P) :- walk(X, Y, [X], R), reverse(R, P).
walk(X, X, V, V).
walk(X, Y, V, P) :- edge(X, Z), \+ member(Z, V), walk(Z, Y, [Z|V], P).
query(path(a, e, _)).
