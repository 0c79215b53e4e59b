% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): disj goal
0.5::p(1). 0.5::p(2). q(2). q(3).
l(L) :- findall(X, (p(X) ; q(X)), L).
m(L) :- findall(X, (q(X) ; p(X) ; q(X)), L).
query(l(_)). query(m(_)).
