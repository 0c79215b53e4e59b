% hunt12: all/3 (no duplicates, ProbLog's order) against findall/3 on repeated solutions
0.5::p(a). 0.5::p(b).
q(X) :- p(X).
q(a).
fa(L) :- findall(X, q(X), L).
al(L) :- all(X, q(X), L).
query(fa(_)).
query(al(_)).
