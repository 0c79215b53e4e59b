% queries and evidence on negated atoms
0.4::x. 0.7::y.
z :- x, y.
z :- \+ x, \+ y.
evidence(\+ y).
query(\+ x).
query(z).
query(x).
