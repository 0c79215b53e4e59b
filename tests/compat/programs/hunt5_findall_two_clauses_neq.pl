% findall/3 order and duplicates as in ProbLog: two clauses neq
0.5::p(a). 0.5::p(b).
r(X):-p(X). r(X):-p(X),X\==c.
l(L):-findall(X,r(X),L).
query(l(_)).
