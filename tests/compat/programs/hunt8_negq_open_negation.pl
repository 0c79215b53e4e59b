% hunt8: query(\+ u(_)) over a non-ground negation the evidence makes false: \+u(X2) certain
0.5::p(a). 0.4::q.
u(Y) :- \+ p(Y).
query(\+ u(_)).
evidence(p(a)).
