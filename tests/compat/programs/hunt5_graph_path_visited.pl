% paths without repeated nodes, with an explicit visited list
:- use_module(library(lists)).
0.7::e(a, b). 0.6::e(b, c). 0.5::e(c, a). 0.4::e(a, c). 0.9::e(c, d).
p(X, Y) :- p(X, Y, [X]).
p(X, Y, _) :- e(X, Y).
p(X, Y, V) :- e(X, Z), \+ member(Z, V), p(Z, Y, [Z|V]).
query(p(a, d)). query(p(b, a)). query(p(d, a)).
