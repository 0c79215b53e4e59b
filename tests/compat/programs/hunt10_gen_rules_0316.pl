% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0316
0.2::e(a).
0.2::f(a).
0.7::g(a).
0.3::f(a); 0.4::g(a).
0.4::h(X); 0.5::k(X) :- e(X).
p(X) :- e(X), k(Y), g(Y).
p(X) :- g(X), e(Y), k(Y), e(Y).
0.6::q(X) :- h(X), p(X).
0.6::q(X) :- q(X), q(X).
r(X) :- g(X), q(Y), h(Y).
s(X) :- g(Y), q(X), \+ q(Y).
evidence(s(a), false).
evidence(e(b), false).
query(r(_)).
query(s(_)).
