% two open evidence atoms, one true one false
0.4::h(a). 0.5::h(b). 0.2::k(a). 0.7::k(b).
m(X) :- h(X), k(X).
n(X) :- h(X) ; k(X).
evidence(m(_), false).
evidence(n(_), true).
query(h(_)).
query(k(_)).
