% a raw extern with every argument free or bound, in a probabilistic reachability program
:- use_module('strings_ext.py').
0.6::up(X) :- edge(X, _).
path(X, Y) :- edge(X, Y), up(X).
path(X, Y) :- edge(X, Z), up(X), path(Z, Y).
query(path(1, _)).
query(edge(2, _)). query(edge(_, 2)).
