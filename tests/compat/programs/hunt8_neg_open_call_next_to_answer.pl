% hunt8: a decided open negation next to a ground answer of the same query
0.5::p(a). 0.4::p(b).
u(Y) :- \+ p(Y).
u(c).
query(u(_)).
evidence(p(b)).
