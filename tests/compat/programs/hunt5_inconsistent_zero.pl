% evidence that makes a world impossible only partly, with queries on the rest
0.5::a. 0.5::b.
c :- a, \+ b.
d :- b.
evidence(c, false).
evidence(d, false).
query(a). query(b).
