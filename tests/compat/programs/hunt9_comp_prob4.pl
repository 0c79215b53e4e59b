% hunt9: comp prob4 (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.5::a; 0.5::b :- c.
0.4::c.
query(a). query(b).
