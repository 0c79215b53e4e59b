% query on negation
0.3::a.
query(\+ a).
