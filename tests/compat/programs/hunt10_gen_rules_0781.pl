% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0781
0.3::e(a).
0.5::f(a).
0.9::f(b).
0.3::g(a).
0.9::g(b).
0.4::h(X); 0.5::k(X) :- e(X).
0.3::p(X) :- e(X), h(X).
q(X) :- f(Y), e(X), h(Y).
r(X) :- k(X), \+ k(X).
s(X) :- h(X), f(Y).
s(X) :- r(X).
evidence(e(b), false).
query(r(_)).
query(g(b)).
