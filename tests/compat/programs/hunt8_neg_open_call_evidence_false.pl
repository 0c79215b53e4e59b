% hunt8: \+ p(Y) with Y free, evidence makes p's only answer false: the open answer u(X1) is certain
0.5::p(a).
u(Y) :- \+ p(Y).
query(u(_)).
evidence(p(a), false).
