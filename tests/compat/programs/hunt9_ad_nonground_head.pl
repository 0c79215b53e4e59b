% hunt9: ad nonground head (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::c(X, a); 0.7::c(X, b) :- between(1, 2, X).
same :- c(1, Z), c(2, Z).
query(same). query(c(1, _)).
