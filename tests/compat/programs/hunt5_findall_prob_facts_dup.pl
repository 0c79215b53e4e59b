% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): prob facts dup
0.3::c(1). 0.4::c(2). 0.5::c(1).
l(L) :- findall(X, c(X), L).
query(l(_)).
