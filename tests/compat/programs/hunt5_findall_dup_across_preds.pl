% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): dup across preds
0.5::a(1). 0.5::a(2).
b(X) :- a(X).
c(X) :- b(X). c(X) :- a(X).
l(L) :- findall(X, c(X), L).
query(l(_)).
