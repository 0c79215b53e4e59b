% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): call goal
0.5::p(1). 0.5::p(2).
q(X) :- p(X). q(X) :- call(p, X).
l(L) :- findall(X, call(q, X), L).
query(l(_)).
