% hunt9: ev rule (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a(1). 0.4::a(2). b :- a(1). b :- a(2).
evidence(a(X), true) :- X = 1.
query(b).

