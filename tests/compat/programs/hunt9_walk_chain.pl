% hunt9: chain of one-derivation atoms under evidence: pos2(-2) is false after propagation
0.5::step(T, -1); 0.5::step(T, 1) :- T > 0.
pos0(0).
pos1(P) :- pos0(P1), step(1, D), P is P1 + D.
pos2(P) :- pos1(P1), step(2, D), P is P1 + D.
evidence(step(1, 1)).
evidence(\+ pos2(0)).
query(pos2(_)).
