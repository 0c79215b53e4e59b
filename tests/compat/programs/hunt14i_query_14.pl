% evidence on a negated atom
0.4::a. 0.5::b.
c :- a, b.
evidence(\+ c).
query(a).
