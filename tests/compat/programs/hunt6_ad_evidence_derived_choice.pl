% hunt6 (ProbLog compatibility, 6th hunt): ad evidence derived choice
0.3::a; 0.3::b; 0.4::c.
x :- a.
l(L) :- findall(v, b, L).
evidence(x).
query(l(_)).
