% written for this corpus by a find-only hunt (session 21; d04)
0.3::a.
query(a).
query(a).
query(b).
b :- a.
query(\+ b).
query(not(a)).
