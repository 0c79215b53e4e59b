% hunt9: all or none (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.6::p(2).
a(L) :- all_or_none(X, p(X), L).
b(L) :- all(X, p(X), L).
query(a(_)). query(b(_)).
