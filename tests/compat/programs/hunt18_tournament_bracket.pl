% sports: a four-team knockout bracket, each match won by a strength-based probability
strength(a, 9). strength(b, 6). strength(c, 5). strength(d, 3).
P::beats(X, Y) :- strength(X, SX), strength(Y, SY), X \= Y, X @< Y, P is SX / (SX + SY).
wins(X, Y, X) :- X @< Y, beats(X, Y).
wins(X, Y, Y) :- X @< Y, \+ beats(X, Y).
wins(X, Y, W) :- Y @< X, wins(Y, X, W).
semi(1, W) :- wins(a, d, W).
semi(2, W) :- wins(b, c, W).
champion(W) :- semi(1, A), semi(2, B), wins(A, B, W).
query(champion(W)).
query(semi(2, W)).
