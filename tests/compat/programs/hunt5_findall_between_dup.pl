% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): between dup
0.5::on(1). 0.5::on(2). on(3).
l(L) :- findall(X, (between(1, 3, X), on(X)), L).
m(L) :- findall(X, (between(1, 3, X), between(1, 2, _), on(X)), L).
query(l(_)). query(m(_)).
