% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): findall twice
0.5::p(1). 0.5::p(2).
q(X) :- p(X). q(X) :- p(X), X > 1.
l(L1, L2) :- findall(X, q(X), L1), findall(X, p(X), L2).
query(l(_, _)).
