% hunt9: ev rep (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a. 0.6::b. c :- a. c :- b.
evidence(c). evidence(c). evidence(c, true).
query(a).
