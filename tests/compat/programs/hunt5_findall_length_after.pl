% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): length after
0.5::p(a). 0.5::p(b).
q(X) :- p(X). q(X) :- p(X). q(c).
n(N) :- findall(X, q(X), L), length(L, N).
query(n(_)).
