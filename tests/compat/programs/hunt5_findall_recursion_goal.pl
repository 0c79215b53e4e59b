% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): recursion goal
0.6::edge(a, b). 0.6::edge(b, c). edge(a, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
l(L) :- findall(Y, path(a, Y), L).
query(l(_)).
