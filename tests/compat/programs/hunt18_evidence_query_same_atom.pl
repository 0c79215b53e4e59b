% evidence and query on the same atoms, with a query on an atom the evidence makes certain
0.3::a. 0.6::b.
c :- a, b.
d :- a.
d :- b.
evidence(d, true).
evidence(b, false).
query(a).
query(b).
query(c).
query(d).
