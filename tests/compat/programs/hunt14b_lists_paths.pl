% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(lists)).
0.5::edge(a, b). 0.4::edge(b, c). 0.9::edge(a, c). 0.2::edge(c, d).
path(X, Y, [X, Y]) :- edge(X, Y).
path(X, Y, [X | P]) :- edge(X, Z), path(Z, Y, P).
route_len(N) :- path(a, d, P), length(P, N).
via(V) :- path(a, d, P), nth1(2, P, V).
last_hop(L) :- path(a, d, P), last(P, L).
query(route_len(_)).
query(via(_)).
query(last_hop(_)).
