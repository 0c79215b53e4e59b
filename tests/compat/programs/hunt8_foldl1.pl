% hunt8: foldl over a probabilistic step with two clauses
:- use_module(library(apply)).
0.5::inc(1). 0.5::inc(2).
add(X, A0, A) :- inc(X), A is A0 + X.
add(X, A, A) :- \+ inc(X).
tot(T) :- foldl(add, [1,2], 0, T).
query(tot(_)).
