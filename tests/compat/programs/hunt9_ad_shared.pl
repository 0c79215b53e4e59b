% hunt9: ad shared (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::col(X, r); 0.7::col(X, g) :- obj(X).
obj(1). obj(2).
same :- col(1, C), col(2, C).
query(same). query(col(_,_)).
