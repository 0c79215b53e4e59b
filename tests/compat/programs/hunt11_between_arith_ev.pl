% arithmetic over a bounded random walk with evidence on the end position
0.5::step(T, 1); 0.5::step(T, -1) :- between(1, 3, T).
pos(0, 0).
pos(T, P) :- T > 0, T1 is T - 1, pos(T1, P1), step(T, S), P is P1 + S.
evidence(pos(3, 1)).
query(step(1, _)).
query(pos(2, _)).
