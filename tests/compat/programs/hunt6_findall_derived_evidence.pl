% hunt6 (ProbLog compatibility, 6th hunt): findall derived evidence
0.5::e(a, b). 0.5::e(b, c). 0.5::e(a, c).
r(Y) :- e(a, Y).
r(Y) :- e(a, Z), e(Z, Y).
l(L) :- findall(Y, r(Y), L).
evidence(e(a, b)).
evidence(e(b, c), false).
query(l(_)).
