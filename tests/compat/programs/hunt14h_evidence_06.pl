% a query that is also evidence, and a query on the negation of an evidence atom
0.6::a. 0.5::b.
c :- a, b.
d :- a.
d :- b.
evidence(d, true).
evidence(c, false).
query(d). query(c). query(a). query(b).
