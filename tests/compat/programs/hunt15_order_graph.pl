% neighbour lists of a node when edges are facts and a rule to every hub (ProbLog's clause index order)
:- use_module(library(lists)).
0.6::edge(a, b).
0.5::edge(X, h) :- member(X, [a, b]).
0.7::edge(a, c).
edge(b, a).
nbrs(N, L) :- findall(M, edge(N, M), L).
to_h(L) :- findall(X, edge(X, h), L).
query(nbrs(a, _)). query(to_h(_)).
