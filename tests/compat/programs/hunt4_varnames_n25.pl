w :- write(f(_, X, X)), nl.
query(w).
t(X) :- write(hi), nl, X = [_].
query(t(_)).
