% hunt10: a query over a predicate mixing a certain fact and probabilistic rules
p(a).
0.3::p(b).
0.5::p(X) :- q(X).
q(c). q(a).
query(p(_)).
