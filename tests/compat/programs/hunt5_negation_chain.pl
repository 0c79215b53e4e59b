% layers of negation over probabilistic facts
0.4::a. 0.7::b. 0.2::c.
x :- a, \+ b.
y :- \+ x, c.
y :- b, \+ c.
z :- \+ y.
query(x). query(y). query(z).
evidence(a).
