% an open query with many answers of different probabilities
n(X) :- between(1, 12, X).
P::pick(X) :- n(X), P is 1 / (X + 1).
good(X) :- pick(X), X mod 3 =:= 0.
good(X) :- pick(X), X > 10.
query(good(_)).
query(pick(_)).
