% hunt9: an atom with two derivations is not decided by propagation: r3(m) listed with 0
0.5::s1(m); 0.5::s1(p).
0.5::s2(m); 0.5::s2(p).
0.5::t.
0.5::w.
r :- s1(p).
r :- t.
r3(Y) :- s2(Y), w.
e :- r, s2(m).
evidence(s1(p)).
evidence(\+ e).
query(r3(_)).
