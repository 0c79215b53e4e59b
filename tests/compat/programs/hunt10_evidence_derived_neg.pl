% hunt10: evidence on a derived atom defined with negation
0.5::a. 0.4::b. 0.3::c.
d :- a, \+ b.
d :- c.
e :- \+ d.
evidence(e, false).
query(a). query(b). query(c).
