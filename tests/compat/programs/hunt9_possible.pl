% hunt9: possible (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.0::p(2). p(3).
a(X) :- possible(p(X)).
query(a(_)).
