% annotated disjunctions: propagation does not use the exclusion between their heads
0.3::col(r); 0.5::col(g); 0.2::col(b).
0.6::big.
obj(X) :- col(X), big.
evidence(col(r), true).
evidence(big, true).
query(obj(X)).
query(col(X)).
