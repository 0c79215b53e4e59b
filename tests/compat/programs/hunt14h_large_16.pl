% probabilistic directed graph, 10 nodes, 24 edges, path queries (visited)
0.23::edge(n0, n3).
0.42::edge(n0, n4).
0.67::edge(n0, n6).
0.2::edge(n0, n9).
0.2::edge(n1, n2).
0.72::edge(n1, n5).
0.44::edge(n1, n9).
0.28::edge(n2, n4).
0.83::edge(n3, n4).
0.14::edge(n3, n5).
0.25::edge(n3, n9).
0.24::edge(n4, n2).
0.24::edge(n4, n9).
0.16::edge(n5, n7).
0.73::edge(n5, n9).
0.33::edge(n6, n1).
0.75::edge(n6, n3).
0.74::edge(n8, n6).
0.64::edge(n8, n7).
0.42::edge(n9, n1).
0.47::edge(n9, n2).
0.71::edge(n9, n3).
0.68::edge(n9, n4).
0.77::edge(n9, n7).
path(X, Y) :- walk(X, Y, [X]).
walk(X, Y, _) :- edge(X, Y).
walk(X, Y, V) :- edge(X, Z), \+ memberchk(Z, V), walk(Z, Y, [Z|V]).
:- use_module(library(lists)).
query(path(n0, n3)).
query(path(n0, n2)).
query(path(n0, n4)).
