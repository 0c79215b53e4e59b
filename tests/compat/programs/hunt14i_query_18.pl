% query on an atom that is also evidence
0.3::a. 0.6::b.
evidence(a).
query(a).
query(b).
