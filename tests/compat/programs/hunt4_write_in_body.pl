0.5::a.
b(X) :- a, X = 1, write(got(X)), nl.
query(b(X)).
