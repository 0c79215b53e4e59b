% hunt10: the evidence falsifies a derived atom in a non-ground probabilistic clause's body
0.5::a. 0.6::b.
c :- a, b.
0.7::s(X) :- c.
evidence(c, false).
query(s(_)). query(a).
