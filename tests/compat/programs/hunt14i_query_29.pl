% query/1 defined as rule with probabilistic body
0.5::flag.
0.3::p(1). 0.4::p(2).
query(p(X)) :- flag, between(1, 2, X).
