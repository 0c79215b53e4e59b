% hunt9: q rule (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a(1). 0.4::a(2).
query(a(X)) :- between(1, 2, X).

