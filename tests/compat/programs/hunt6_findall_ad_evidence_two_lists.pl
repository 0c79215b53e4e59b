% hunt6 (ProbLog compatibility, 6th hunt): findall ad evidence two lists
0.3::c(r); 0.3::c(g); 0.4::c(b).
a(L) :- findall(X, c(X), L).
b(L) :- findall(X, (c(X), X \= b), L).
evidence(c(g)).
query(b(_)).
query(a(_)).
