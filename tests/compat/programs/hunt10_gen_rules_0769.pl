% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0769
0.2::e(a).
0.9::f(a).
0.2::f(b).
0.7::g(a).
0.3::e(a); 0.4::g(a).
0.4::h(X); 0.5::k(X) :- g(X).
0.6::p(X) :- e(X), h(Y), g(Y).
p(X) :- f(Y), f(X), \+ h(a).
q(X) :- g(X), q(Y), \+ h(Y).
q(X) :- h(X), f(Y), \+ f(a).
r(X) :- f(X), h(X).
r(X) :- f(Y), p(X).
0.3::s(X) :- p(Y), p(X).
s(X) :- k(X), e(X).
evidence(s(b), false).
query(k(_)).
query(\+ s(_)).
