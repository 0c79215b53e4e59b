edge(a, b). edge(b, c). edge(a, d).
path(X, Y) :- edge(X, Y).
path(a, z).
path(X, Y) :- edge(X, Z), path(Z, Y).
l(L) :- findall(Y, path(a, Y), L).
query(l(_)).
