% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): mixed certain prob
c(1). 0.5::c(2). c(3). 0.2::c(1).
d(X) :- c(X).
d(X) :- c(Y), X is Y * 10.
l(L) :- findall(X, d(X), L).
query(l(_)).
