% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0248
0.7::e(a).
0.5::f(a).
0.9::f(b).
0.2::g(a).
0.7::g(b).
0.7::g(c).
0.3::g(b); 0.4::e(a).
0.4::h(X); 0.5::k(X) :- f(X).
0.3::p(X) :- h(X), h(Y), \+ h(Y).
q(X) :- g(X), f(X).
q(X) :- e(X).
r(X) :- q(X), p(X), e(Y).
s(X) :- f(X), e(Y), p(Y).
s(X) :- e(X), q(Y).
evidence(r(a), false).
query(s(_)).
query(\+ p(_)).
