% a random walk on a line with absorbing ends
0.5::step(T, left); 0.5::step(T, right).
pos(0, 2).
pos(T, P) :- T > 0, T =< 4, T0 is T - 1, pos(T0, P0), P0 > 0, P0 < 4, step(T0, D), move(D, P0, P).
pos(T, P) :- T > 0, T =< 4, T0 is T - 1, pos(T0, P), (P =:= 0 ; P =:= 4).
move(left, P0, P) :- P is P0 - 1.
move(right, P0, P) :- P is P0 + 1.
query(pos(4, _)).
