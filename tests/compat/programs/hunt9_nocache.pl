% hunt9: nocache (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p(1). 0.6::p(2).
r(X) :- p(X).
:- nocache(r, 1).
s :- r(1), r(2).
query(r(_)). query(s).
