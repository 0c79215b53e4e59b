% the same evidence stated twice, and evidence on a deterministic atom
0.4::x. 0.7::y.
z :- x ; y.
one.
evidence(z).
evidence(z, true).
evidence(one, true).
query(x). query(y).
