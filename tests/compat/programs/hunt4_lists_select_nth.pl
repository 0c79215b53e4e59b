:- use_module(library(lists)).
a(X) :- nth0(1, [a, b, c], X, R), X == b, R == [a, c].
a(Z) :- selectchk(b, [a, b, c, b], Z).
a(W) :- subset([a, c], [a, b, c]), W = yes.
a(V) :- nextto(V, c, [a, b, c]).
a(U) :- prefix(U, [1, 2]), U \== [].
a(T) :- same_length([1, 2], T).
a(S) :- proper_length([p, q], S).
a(R) :- is_set([1, 2]), R = set.
query(a(X)).
