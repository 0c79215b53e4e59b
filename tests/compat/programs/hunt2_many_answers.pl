% an open query with 60 answers of various probabilities
0.5::base(X) :- between(1, 10, X).
P::scaled(X, Y) :- between(1, 10, X), between(1, 6, Y), P is 1 / (X + Y).
combo(X, Y) :- base(X), scaled(X, Y).
query(combo(_, _)).
