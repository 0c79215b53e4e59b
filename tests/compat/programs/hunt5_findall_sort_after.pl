% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): sort after
0.5::p(3). 0.5::p(1). p(2). 0.5::p(1).
l(L) :- findall(X, p(X), L0), sort(L0, L1), length(L1, N), L = N-L1.
s(L) :- findall(X, p(X), L0), sort(L0, L).
query(l(_)). query(s(_)).
