% query/evidence form (pe2): 0.5::a. 0.5::b. p(1) :- a. p(2) :- \+ a. evidence(a). query(
0.5::a. 0.5::b.
p(1) :- a.
p(2) :- \+ a.
evidence(a).
query(p(_)).
query(b).
