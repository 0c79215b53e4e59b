node(a). node(b).
edge(X, Y, _) :- node(X), node(Y), X \== Y.
query(edge(_, _, _)).
lab(N, L) :- node(N), length(L, 2), L = [N|_].
query(lab(_, _)).
