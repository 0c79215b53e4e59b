% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): evidence findall
0.5::p(1). 0.5::p(2). 0.5::p(3).
q(X) :- p(X). q(X) :- p(X), X >= 2.
l(L) :- findall(X, q(X), L).
evidence(p(2), true).
query(l(_)).
