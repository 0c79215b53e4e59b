0.3::a. 0.6::b. 0.5::c.
x :- a, b.
y :- b, c.
z :- a ; c.
evidence(x, false).
evidence(y, false).
evidence(\+ z, false).
query(a). query(b). query(c). query(z).
