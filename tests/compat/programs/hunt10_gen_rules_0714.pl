% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0714
0.5::e(a).
0.7::e(b).
0.2::f(a).
0.2::f(b).
0.3::g(a).
0.3::e(b); 0.4::g(a).
0.4::h(X); 0.5::k(X) :- g(X).
0.3::p(X) :- h(X).
0.3::q(X) :- k(X), \+ k(X).
0.6::r(X) :- e(X).
s(X) :- q(X), f(Y).
s(X) :- k(X), \+ f(b).
evidence(e(a), true).
evidence(e(b), true).
query(q(_)).
query(r(a)).
query(k(b)).
