% written for this corpus by a find-only hunt (session 23; games and puzzles)
% A Nim-like game with random opening piles: winning positions by mutual recursion with negation
0.5::pile(2); 0.5::pile(3).
move(N, M) :- member(K, [1, 2]), N >= K, M is N - K.
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
win(N) :- move(N, M), \+ win(M).
first_player_wins :- pile(N), win(N).
query(first_player_wins).
query(win(N)) :- between(0, 4, N).
