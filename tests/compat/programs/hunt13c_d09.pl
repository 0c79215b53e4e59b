% written for this corpus by a find-only hunt (session 21; d09)
0.3::a.
query(true).
query(fail).
query(1 < 2).
