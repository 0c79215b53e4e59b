0.5::go(T, left); 0.5::go(T, right).
pos(0, 0).
pos(T, P) :- T > 0, T1 is T - 1, pos(T1, P0), go(T1, D), (D = left, P is P0 - 1 ; D = right, P is P0 + 1).
query(pos(4, P)).
