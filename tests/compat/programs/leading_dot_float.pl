% a number may start with its decimal point, as ProbLog reads it: .5::a. and X is .25 * 4
.5::a.
.3::b; .6::c.
d :- a, b.
r(X) :- X is .25 * 4.
query(a). query(b). query(c). query(d). query(r(_)).
