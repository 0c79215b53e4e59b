% findall over a recursive predicate that does not depend on the findall
0.5::edge(a, b). 0.5::edge(b, c). 0.8::edge(a, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
reach(L) :- findall(Y, edge(a, Y), L).
n_paths(N) :- findall(Y, path(b, Y), L), length(L, N).
query(reach(_)). query(n_paths(_)).
