% findall/3 after a negated call on one of its facts: the reused fact keeps its place in the list
0.5::p(a). 0.5::p(b). 0.5::p(c).
q(L) :- \+ p(b), findall(X, p(X), L).
query(q(_)).
