% hunt9: comp prob3 (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
1/3::a. 2/3::b :- a.
query(a). query(b).
