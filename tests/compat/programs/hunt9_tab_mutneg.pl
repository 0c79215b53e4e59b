% hunt9: tab mutneg (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
0.5::a. 0.6::b.
p :- a, \+ q.
q :- b, \+ r.
r :- a, b.
query(p). query(q). query(r).
