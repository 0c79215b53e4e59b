% three strata of negation over probabilistic facts
0.5::p(1). 0.5::p(2). 0.5::p(3).
q(X) :- between(1, 3, X), \+ p(X).
r(X) :- between(1, 3, X), \+ q(X), X > 1.
s(X) :- between(1, 3, X), \+ r(X).
none_r :- \+ r(_).
query(q(_)). query(r(_)). query(s(_)). query(none_r).
