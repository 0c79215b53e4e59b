% hunt9: random walk: propagation through pos/2 atoms with one derivation drops the excluded position
0.5::step(T, -1); 0.5::step(T, 1) :- T > 0.
pos(0, 0).
pos(T, P) :- T > 0, T1 is T - 1, pos(T1, P1), step(T, D), P is P1 + D.
evidence(step(1, 1)).
evidence(\+ pos(2, 0)).
query(pos(2, _)).
