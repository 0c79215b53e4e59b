% hunt23: two rules of one head: only the AD whose body the evidence's grounding called keeps its cached node (listed with 0); the other's body is grounded with the query, its false conjunct dropping it
0.5::a. 0.5::b. 0.5::c.
0.6::p(x); 0.4::p(y) :- a, b.
0.7::q(z); 0.3::q(w) :- a, c.
r :- p(x).
evidence(r, false).
evidence(a, false).
query(p(_)).
query(q(_)).
