% evidence(a) vs evidence(a, true)
0.3::a. 0.4::b.
c :- a ; b.
evidence(a).
evidence(b, true).
query(c).
