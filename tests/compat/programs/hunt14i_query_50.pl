% query/evidence form (pe1): 0.5::a. 0.5::b. p(1) :- a. p(2) :- b. p(3) :- a, b. evidence
0.5::a. 0.5::b.
p(1) :- a.
p(2) :- b.
p(3) :- a, b.
evidence(a, false).
query(p(_)).
