% evidence on an atom inside a cycle of a probabilistic graph
0.6::e(a,b). 0.6::e(b,a). 0.5::e(b,c). 0.7::e(c,a).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
evidence(p(b,a)).
query(p(a,c)).
query(p(c,b)).
query(e(b,c)).
