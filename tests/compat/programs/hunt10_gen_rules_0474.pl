% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0474
0.7::e(a).
0.5::f(a).
0.3::g(a).
0.3::g(b).
0.3::g(a); 0.4::e(a).
0.4::h(X); 0.5::k(X) :- f(X).
p(X) :- e(Y), k(X), e(X).
p(X) :- h(X), h(Y).
q(X) :- e(Y), h(X).
q(X) :- h(X).
r(X) :- e(X), e(Y).
s(X) :- r(X), k(X), r(Y).
s(X) :- h(X), p(Y).
evidence(r(a), false).
query(r(_)).
query(\+ q(_)).
