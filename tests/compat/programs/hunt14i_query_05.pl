% evidence false forms
0.3::a. 0.4::b.
c :- a ; b.
evidence(a, false).
query(c).
query(b).
