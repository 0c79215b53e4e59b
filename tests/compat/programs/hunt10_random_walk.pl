% hunt10: a random walk on a line for three steps
0.5::step(T, left); 0.5::step(T, right) :- between(1, 3, T).
delta(left, -1). delta(right, 1).
pos(0, 0).
pos(T, P) :- T > 0, Tp is T - 1, pos(Tp, Pp), step(T, D), delta(D, Dx), P is Pp + Dx.
query(pos(3, _)).
query(pos(2, 0)).
