% hunt9: layered derived atoms under evidence: propagation through one-derivation atoms (family H, disagreed before)
0.4::s(1, a); 0.6::s(1, b).
0.3::s(2, a); 0.7::s(2, b).
0.7::t(a). 0.4::t(b).
d1(I, X) :- s(I, X).
d2(X) :- t(X).
c(X, Y) :- d1(1, X), d1(2, Y).
m(X) :- d1(1, X), d2(X).
n(X) :- d2(X), \+ d1(2, X).
e1 :- d1(1, a), d1(2, b).
e1 :- d1(1, b), d1(2, a).
e2 :- c(X, X).
e3 :- m(_).
evidence(d2(a)).
evidence(\+ m(b)).
evidence(s(1, b)).
query(d2(_)).
query(m(_)).
query(c(a, _)).
