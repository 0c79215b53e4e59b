show(X) :- write(X), nl, write(f(X, Y, X)), nl, write(Y), nl, X = 1.
query(show(_)).
