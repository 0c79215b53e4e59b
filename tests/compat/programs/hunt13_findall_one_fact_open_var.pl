% a query whose answer keeps a variable: the findall over one probabilistic fact gives [x] or [], so r(X) is certain (ProbLog lists r(X5))
0.8::edge(1,2).
reach_list(X) :- findall(Z, edge(X, Z), L).
has_list(X, N) :- findall(Z, edge(X, Z), L), length(L, N).
query(reach_list(_)).
query(has_list(1, _)).
