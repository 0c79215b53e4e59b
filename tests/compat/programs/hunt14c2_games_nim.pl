% written for this corpus by a find-only hunt (session 22; games)
% random players of a small nim: who takes the last stick
0.5::take(T, 1) ; 0.5::take(T, 2).
player(T, first) :- 0 is T mod 2.
player(T, second) :- 1 is T mod 2.
sticks(0, 4).
sticks(T, S) :- T > 0, P is T - 1, sticks(P, S0), S0 > 0, take(P, K), S is max(0, S0 - K).
last_move(T) :- sticks(T, S), S > 0, T1 is T + 1, sticks(T1, 0).
winner(W) :- between(0, 3, T), last_move(T), player(T, W).
query(winner(W)).
