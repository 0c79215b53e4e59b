% hunt9: try call (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1).
a :- try_call(p(1)).
b :- try_call(zz(1)).
query(a). query(b).
