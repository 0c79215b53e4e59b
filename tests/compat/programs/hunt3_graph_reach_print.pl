% probabilistic graph, answers are paths as lists of edges A-B
0.8::e(a, b). 0.6::e(b, c). 0.5::e(a, c). 0.9::e(c, d). 0.3::e(b, d).
path(X, X, _, []).
path(X, Y, Seen, [X-Z|P]) :- e(X, Z), \+ memberchk(Z, Seen), path(Z, Y, [Z|Seen], P).
:- use_module(library(lists)).
route(P) :- path(a, d, [a], P).
query(route(_)).
