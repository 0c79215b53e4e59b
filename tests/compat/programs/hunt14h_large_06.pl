% a random walk on a line for eight steps, position distribution
0.5::step(T, left); 0.5::step(T, right) :- between(1, 8, T).
pos(0, 0).
pos(T, X) :- T > 0, T1 is T - 1, pos(T1, X1), step(T, D), move(D, X1, X).
move(left, X1, X) :- X is X1 - 1.
move(right, X1, X) :- X is X1 + 1.
query(pos(8, _)).
query(pos(4, 0)).
