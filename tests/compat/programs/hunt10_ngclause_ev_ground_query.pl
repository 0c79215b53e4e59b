% hunt10: a ground query over a non-ground probabilistic clause whose body the evidence makes false
0.5::a. 0.6::b.
0.7::s(X) :- a, b.
t :- s(1).
evidence(a, false).
query(t). query(b).
