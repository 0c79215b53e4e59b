% written for this corpus by a find-only hunt (session 22; probabilistic graph and reachability)
% query forms: open arguments, partly bound, conditional query clauses
0.5::edge(a, b). 0.5::edge(b, c). 0.4::edge(a, c). 0.9::edge(c, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
n(a). n(b). n(c). n(d).
query(path(a, _)).
query(path(_, d)).
query(path(X, X)) :- n(X).
query(edge(_, _)).
