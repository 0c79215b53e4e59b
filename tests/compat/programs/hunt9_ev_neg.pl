% hunt9: ev neg (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a. 0.6::b. c :- a. c :- b.
evidence(\+ a).
query(c).
