% a random walk on a line, 6 steps, position distribution
0.5::right(T) ; 0.3::left(T) :- between(1, 6, T).
pos(0, 0).
pos(T, P) :- T > 0, T1 is T - 1, pos(T1, P0), step(T, D), P is P0 + D.
step(T, 1) :- right(T).
step(T, -1) :- left(T).
step(T, 0) :- \+ right(T), \+ left(T).
query(pos(6, P)).
query(pos(3, 0)).
