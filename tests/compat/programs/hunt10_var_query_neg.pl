% hunt10: query on a negated literal with a constant
0.3::p(a). 0.6::p(b).
query(\+ p(a)).
query(\+ p(c)).
