% cyclic program with negation through probabilistic choices (stratified by ground atoms)
0.5::e(a,b). 0.5::e(b,a). 0.5::e(b,c).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
safe(X) :- node(X), \+ p(X, X).
stuck(X) :- node(X), \+ e(X, _).
node(a). node(b). node(c).
good :- safe(a), \+ stuck(b).
query(safe(X)). query(stuck(X)). query(good).
