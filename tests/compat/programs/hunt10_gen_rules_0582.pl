% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0582
0.2::e(a).
0.3::f(a).
0.9::f(b).
0.3::g(a).
0.3::e(a); 0.4::g(a).
0.4::h(X); 0.5::k(X) :- e(X).
0.3::p(X) :- k(X), p(Y), k(X).
p(X) :- k(Y), g(X), \+ k(X).
q(X) :- h(X), g(Y), h(Y).
0.6::r(X) :- g(X), g(Y), \+ e(a).
r(X) :- h(X), g(Y), g(Y).
0.3::s(X) :- p(X), r(X), f(Y).
evidence(g(a), false).
query(q(b)).
query(p(_)).
