% hunt9: meta notcall (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.6::p(2).
a :- \+ call(p(1)).
b :- \+ call(p, 2).
c :- not(call(p(1))).
query(a). query(b). query(c).
