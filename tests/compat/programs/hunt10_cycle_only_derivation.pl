% hunt10: an atom whose only derivation not false on its face goes through its own cycle: no answer
0.5::f(1). 0.5::f(2). 0.4::k(1). 0.3::h(1).
p(X) :- h(X), k(Y), \+ k(Y).
p(X) :- f(X), p(Y).
query(p(_)).
