% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): findall of findall dup
0.5::p(1). 0.5::p(2).
q(X) :- p(X). q(X) :- p(X).
r(L) :- findall(X, q(X), L).
l(R) :- findall(L, (r(L) ; r(L)), R).
query(l(_)).
