anc(X, Y) :- par(X, Y).
anc(X, Y) :- par(X, Z), anc(Z, Y).
par(a, b). par(b, c).
query(anc(_, _)).
gen(T) :- anc(a, _), T = t(_).
query(gen(_)).
