% hunt9: propagation through a one-derivation atom inside a pair-building rule
0.5::s1(m); 0.5::s1(p).
0.5::s2(m); 0.5::s2(p).
p1(X) :- s1(X).
p2(Z) :- p1(X), s2(Y), Z = X-Y.
e :- p1(X), s2(Y), X \== Y.
evidence(s1(p)).
evidence(\+ e).
query(p2(_)).
