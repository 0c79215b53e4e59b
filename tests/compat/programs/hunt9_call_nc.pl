% hunt9: call nc (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.4::p(2).
a(X) :- call_nc(p(X)).
b(X) :- call_nc(p, X).
query(a(_)). query(b(_)).
