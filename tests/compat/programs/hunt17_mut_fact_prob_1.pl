% hunt17: a mutant (agreeing with ProbLog) of hunt15_tournament_ad.pl: fact-prob clause 4 0.6; reorder-clauses
strength(a, 3).
0.6::strength(d, 2).
match(a, b).
semi_winner(W) :- match(X, Y), (beats(X, Y), W = X ; beats(Y, X), W = Y).
strength(b, 2).
P::champion(X) ; Q::champion(Y) :- semi_winner(X), member(X, [a, b]), semi_winner(Y), member(Y, [c, d]), strength(X, SX), strength(Y, SY), P is SX / (SX + SY), Q is 1 - P.
query(semi_winner(_)).
P::beats(X, Y) ; Q::beats(Y, X) :- match(X, Y), strength(X, SX), strength(Y, SY), P is SX / (SX + SY), Q is 1 - P.
query(champion(_)).
:- use_module(library(lists)).
strength(c, 1).
match(c, d).
