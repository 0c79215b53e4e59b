% per-world lists built from negated and positive literals (order by creation in ProbLog)
0.4::ok(I) :- between(1, 4, I).
status(I, up) :- ok(I).
status(I, down) :- \+ ok(I).
report(L) :- findall(I-S, (between(1, 4, I), status(I, S)), L).
downs(L) :- findall(I, (between(1, 4, I), \+ ok(I)), L).
query(report(_)). query(downs(_)).
