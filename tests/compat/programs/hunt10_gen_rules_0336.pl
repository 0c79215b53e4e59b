% hunt10: a generated program (rules, negation, annotated disjunctions, evidence, open queries), seed 0336
0.9::e(a).
0.5::f(a).
0.3::g(a).
0.4::h(X); 0.5::k(X) :- f(X).
p(X) :- f(X), h(Y).
q(X) :- g(X), f(X).
q(X) :- h(X), f(Y), h(Y), \+ k(Y).
r(X) :- f(X), h(Y), f(Y).
r(X) :- h(X), h(Y), h(Y), \+ g(b).
s(X) :- r(X), e(X).
evidence(r(a), false).
evidence(q(b), false).
query(k(_)).
query(f(b)).
query(h(_)).
