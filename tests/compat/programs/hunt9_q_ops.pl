% hunt9: q ops (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1+2). 0.4::p(3).
query(p(1+2)). query(p(3)). query(p(_)).
