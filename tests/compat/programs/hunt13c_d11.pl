% written for this corpus by a find-only hunt (session 21; d11)
0.5::a.
0.5::b.
c :- a, b.
evidence(c, false).
evidence(a, true).
query(b).
query(c).
query(a).
