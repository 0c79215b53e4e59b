% path finding with visited list and probabilistic edges, path lengths
:- use_module(library(lists)).
0.9::e(a, b). 0.8::e(b, c). 0.7::e(a, c). 0.6::e(c, d). 0.5::e(b, d).
path(X, Y, [X, Y]) :- e(X, Y).
path(X, Y, [X|P]) :- e(X, Z), path(Z, Y, P), \+ member(X, P).
short(X, Y) :- path(X, Y, P), length(P, L), L =< 3.
query(short(a, d)).
query(path(a, d, _)).
