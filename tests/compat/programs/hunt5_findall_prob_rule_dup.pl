% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): prob rule dup
q(1). q(2). q(1).
0.5::p(X) :- q(X).
l(L) :- findall(X, p(X), L).
query(l(_)).
