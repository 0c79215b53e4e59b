% hunt19: a mutant of leading_dot_float.pl: query-ad b; cond-else-true clause 3 goal 2; evidence-query d false (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
.5::a.
.3::b; .6::c.
d :- a, ( b ; \+ (b) ).
r(X) :- X is .25 * 4.
query(a).
0.3::b; 0.2::b_other.
query(b).
query(c).
query(d).
query(r(_)).
evidence(d, false).
