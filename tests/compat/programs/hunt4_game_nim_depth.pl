% bounded-depth game: a player wins if some move leaves the opponent losing
move(N, M) :- between(1, 3, K), N >= K, M is N - K.
win(N, D) :- D > 0, D1 is D - 1, move(N, M), \+ win(M, D1).
query(win(N, 6)) :- between(0, 9, N).
