% hunt9: meta once (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.6::p(2).
a :- once(p(_)).
b(X) :- once(p(X)).
query(a). query(b(_)).
