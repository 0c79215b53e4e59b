% evidence making a query certain
0.3::a. 0.6::b.
c :- a, b.
evidence(c).
query(a).
query(b).
query(c).
