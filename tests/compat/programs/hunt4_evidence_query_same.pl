0.3::x. 0.4::y.
z :- x, y.
z :- \+ x, \+ y.
evidence(z).
query(z).
query(x).
evidence(x, true).
query(y).
