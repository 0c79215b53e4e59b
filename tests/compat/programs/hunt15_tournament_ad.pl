% a knockout tournament: match probabilities computed from strengths in an annotated disjunction
strength(a, 3). strength(b, 2). strength(c, 1). strength(d, 2).
P::beats(X, Y) ; Q::beats(Y, X) :- match(X, Y), strength(X, SX), strength(Y, SY), P is SX / (SX + SY), Q is 1 - P.
match(a, b). match(c, d).
semi_winner(W) :- match(X, Y), (beats(X, Y), W = X ; beats(Y, X), W = Y).
P::champion(X) ; Q::champion(Y) :- semi_winner(X), member(X, [a, b]), semi_winner(Y), member(Y, [c, d]), strength(X, SX), strength(Y, SY), P is SX / (SX + SY), Q is 1 - P.
:- use_module(library(lists)).
query(semi_winner(_)). query(champion(_)).
