% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): all3
0.5::p(a). 0.5::p(b).
q(X) :- p(X). q(X) :- p(X). q(c).
a(L) :- all(X, q(X), L).
b(L) :- all_or_none(X, q(X), L).
query(a(_)). query(b(_)).
