% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): two clauses
0.5::p(a). 0.5::p(b). 0.4::p(c).
r(X) :- p(X).
r(X) :- p(X), X \== c.
l(L) :- findall(X, r(X), L).
query(l(_)).
