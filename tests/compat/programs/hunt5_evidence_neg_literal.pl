% evidence given as a negated literal and evidence/2 with false
0.4::a. 0.6::b.
c :- a, b.
d :- a ; b.
evidence(\+ c).
evidence(d, true).
query(a). query(b).
