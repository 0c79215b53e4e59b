% hunt10: probabilistic clause with a true body and a fact with probability as integer
0.5::a :- true.
1::b.
c :- a, b, true.
query(a). query(b). query(c).
