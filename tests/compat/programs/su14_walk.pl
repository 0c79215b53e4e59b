% sample_uniform1/3 in a recursive random walk, key per step
step(T, D) :- sample_uniform1(step(T), [-1, 1], D).
pos(0, 0).
pos(T, P) :- T > 0, T0 is T - 1, pos(T0, P0), step(T, D), P is P0 + D.
query(pos(3, P)).
