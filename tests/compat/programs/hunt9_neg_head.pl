% hunt9: neg head (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::a. 0.4::\+a :- b. 0.5::b.
query(a).
