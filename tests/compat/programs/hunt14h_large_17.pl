% probabilistic directed graph, 8 nodes, 20 edges, path queries (visited)
0.21::edge(n0, n4).
0.49::edge(n0, n6).
0.54::edge(n0, n7).
0.47::edge(n1, n3).
0.87::edge(n1, n4).
0.82::edge(n1, n6).
0.58::edge(n2, n4).
0.52::edge(n2, n6).
0.76::edge(n3, n0).
0.5::edge(n3, n1).
0.44::edge(n3, n7).
0.53::edge(n4, n0).
0.25::edge(n4, n3).
0.1::edge(n4, n7).
0.17::edge(n5, n2).
0.47::edge(n5, n4).
0.46::edge(n6, n1).
0.64::edge(n6, n3).
0.62::edge(n6, n7).
0.85::edge(n7, n3).
path(X, Y) :- walk(X, Y, [X]).
walk(X, Y, _) :- edge(X, Y).
walk(X, Y, V) :- edge(X, Z), \+ memberchk(Z, V), walk(Z, Y, [Z|V]).
:- use_module(library(lists)).
query(path(n0, n4)).
query(path(n0, n3)).
query(path(n0, n7)).
