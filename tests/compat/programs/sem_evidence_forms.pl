% evidence/1 on a negated literal, evidence/2 repeated, evidence given by a rule, and a query that is also evidence
0.4::a. 0.3::b(1). 0.3::b(2). 0.3::b(3).
c :- a ; b(1).
seen(2).
evidence(\+ a).
evidence(c, true). evidence(c, true).
evidence(b(X), false) :- seen(X).
query(a). query(b(1)). query(b(2)). query(b(3)). query(c).
