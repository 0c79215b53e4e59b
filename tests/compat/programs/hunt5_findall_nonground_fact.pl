% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): nonground fact
any(_).
0.5::p(1). 0.5::p(2).
l(L) :- findall(X, (p(X), any(X)), L).
m(L) :- findall(X, (any(X), p(X)), L).
query(l(_)). query(m(_)).
