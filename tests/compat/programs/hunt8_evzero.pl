% hunt8: evidence on a probability-0 fact (false) and on a rule through it
0.0::p.
0.5::q.
r :- p ; q.
evidence(p, false).
query(r).
