% hunt9: subq (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.3::p. 0.6::q.
r :- p. r :- q.
a(P) :- subquery(r, P).
b(P) :- subquery(r, P, [p]).
query(a(_)). query(b(_)).
