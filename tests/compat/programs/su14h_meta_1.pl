% a vanilla meta-interpreter over clause/2, with probabilistic facts reached through it
0.6::edge(a, b). 0.5::edge(b, c). 0.7::edge(a, c). 0.9::edge(c, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
solve(true).
solve((A, B)) :- solve(A), solve(B).
solve(H) :- H \= true, H \= (_, _), builtin_or_fact(H).
solve(H) :- H \= true, H \= (_, _), clause(H, B), solve(B).
builtin_or_fact(edge(X, Y)) :- edge(X, Y).
query(solve(path(a, d))).
query(path(a, d)).
