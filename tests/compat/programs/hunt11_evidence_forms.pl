% evidence in several forms: evidence/1, evidence/2 with true/false, negated literal
0.5::a. 0.5::b. 0.5::c.
x :- a, b.
y :- b ; c.
evidence(y).
evidence(\+ x).
evidence(c, false).
query(a).
query(b).
