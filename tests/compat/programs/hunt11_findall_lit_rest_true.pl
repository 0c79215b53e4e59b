% findall literal looked up where the rest of the body is true by evidence
0.2::g(2).
0.3::c(1); 0.5::c(3).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r(X, L) :- c(X), findall(Y, k(Y, a), L).
evidence(k(2, a), false).
evidence(c(1), true).
query(r(_, _)).
