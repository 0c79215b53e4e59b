% written for this corpus by a find-only hunt (session 22; evidence and query forms)
% duplicate and overlapping queries, a query that is also evidence
0.4::a. 0.3::b.
c :- a ; b.
evidence(a, true).
query(a).
query(c).
query(c).
query(b).
query(_) :- fail.
