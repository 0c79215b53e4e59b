% evidence on atoms defined only by failing rules and on a certain fact, queried again as a query
0.4::p.
never :- fail.
sure.
q :- p, sure.
evidence(never, false).
evidence(sure).
evidence(q, true).
query(q). query(p). query(never). query(sure).
