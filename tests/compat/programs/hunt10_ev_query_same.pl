% hunt10: a query on an evidence atom, on a certain atom with evidence, and on an AD head with evidence
0.3::a. b.
0.2::c(1); 0.5::c(2); 0.3::c(3).
d :- a, c(2).
evidence(a).
evidence(b).
evidence(c(1), false).
query(a). query(b). query(c(_)). query(d).
