% hunt14e (session 22): a negated open query over the same cycle drops \+h(3) (before: listed, certain)
0.3::g(X) :- between(1, 3, X).
0.5::e(1,2). 0.4::e(1,3). 0.1::e(3,1).
h(X) :- g(X).
h(X) :- e(Y, X), h(Y).
evidence(h(3), false).
query(\+ h(_)).
