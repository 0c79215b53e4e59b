% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% several evidence forms: default true, explicit false, negated atom
0.3::a. 0.6::b. 0.5::c.
x :- a, b.
x :- c.
y :- \+ a, c.
z :- b ; c.
evidence(x).
evidence(b, false).
evidence(\+ a).
query(y).
query(c).
query(z).
