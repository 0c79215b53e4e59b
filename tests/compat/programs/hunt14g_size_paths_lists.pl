% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% all simple paths of a 12-node DAG, answers are lists; query(path(n0, _, _)) has many answers
0.5::edge(n0, n1).
0.5::edge(n0, n3).
0.7::edge(n1, n2).
0.7::edge(n1, n3).
0.9::edge(n2, n4).
0.5::edge(n2, n5).
0.5::edge(n3, n5).
0.7::edge(n4, n7).
0.9::edge(n5, n6).
0.9::edge(n6, n7).
0.7::edge(n6, n8).
0.5::edge(n6, n9).
0.7::edge(n7, n8).
0.9::edge(n7, n9).
0.7::edge(n8, n9).
0.7::edge(n8, n10).
0.7::edge(n9, n10).
0.7::edge(n9, n11).
0.5::edge(n10, n11).
path(X, X, [X]).
path(X, Y, [X|P]) :- edge(X, Z), path(Z, Y, P).
query(path(n0, n11, _)).
query(path(n3, _, _)).
