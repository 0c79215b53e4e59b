% hunt6 (ProbLog compatibility, 6th hunt): ad evidence findall after query
0.4::d(1, a); 0.6::d(1, b).
0.5::d(2, a); 0.5::d(2, b).
as(L) :- findall(I, d(I, a), L).
query(d(_, _)).
query(as(_)).
evidence(d(1, b)).
