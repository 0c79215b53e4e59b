% hunt9: evidence propagation sees a derived atom with one derivation as that derivation (ProbLog drops p2(m,m))
0.5::s1(m); 0.5::s1(p).
0.5::s2(m); 0.5::s2(p).
p1(X) :- s1(X).
p2(X, Y) :- p1(X), s2(Y).
e :- p1(m), s2(p).
e :- p1(p), s2(m).
evidence(s1(p)).
evidence(\+ e).
query(p2(_, _)).
