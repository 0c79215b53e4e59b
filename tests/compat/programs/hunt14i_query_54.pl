% query/evidence form (pe5): 0.5::a. 0.5::b. x :- a. x :- b. evidence(x, false). query(a)
0.5::a. 0.5::b.
x :- a.
x :- b.
evidence(x, false).
query(a). query(b). query(x).
