% probabilistic graph search with visited list
:- use_module(library(lists)).
0.7::edge(a, b). 0.6::edge(b, c). 0.5::edge(c, a). 0.4::edge(c, d). 0.8::edge(b, d).
reach(X, Y) :- walk(X, Y, [X]).
walk(X, X, _).
walk(X, Y, V) :- edge(X, Z), \+ member(Z, V), walk(Z, Y, [Z|V]).
query(reach(a, d)).
query(reach(b, a)).
