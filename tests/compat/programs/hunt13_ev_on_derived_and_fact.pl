% evidence on a derived atom and a fact, queries at several levels
0.5::a. 0.4::b. 0.3::c.
x :- a, b.
x :- c.
y :- x, \+ c.
z :- \+ x.
evidence(x).
evidence(b, false).
query(a).
query(c).
query(y).
query(z).
