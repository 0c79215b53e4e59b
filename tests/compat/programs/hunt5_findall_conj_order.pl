% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): conj order
0.5::p(1). 0.5::p(2). 0.5::q(a). q(b).
l(L) :- findall(X-Y, (p(X), q(Y)), L).
m(L) :- findall(X-Y, (q(Y), p(X)), L).
query(l(_)). query(m(_)).
