% query on a fact with probability zero
0.0::z.
0.5::y.
w :- z ; y.
query(z).
query(w).
