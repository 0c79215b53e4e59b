% hunt6 (ProbLog compatibility, 6th hunt): ad ev two groups
0.5::x(a); 0.5::x(b).
0.5::y(a); 0.5::y(b).
same :- x(V), y(V).
evidence(x(a)).
query(y(_)). query(same). query(x(_)).
