% hunt10: a literal and its negation side by side at the end of a body: false on its face
0.5::a(1). 0.5::a(2). 0.4::y.
e(X) :- y, a(X), \+ a(X).
query(e(_)).
