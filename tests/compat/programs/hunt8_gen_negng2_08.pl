% hunt8: generated (hunt8 gen8 negng): negations over open calls of a probabilistic graph, with evidence
0.5::e(b,a).
0.2::e(a,c).
0.7::e(c,b).
0.1::e(a,c).
0.1::e(c,b).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
n(a).
n(b).
n(c).
k(X) :- \+ p(X,X).
s(Y) :- \+ e(Y,_), n(Y).
w :- \+ p(_,a).
query(k(_)).
query(s(_)).
query(w).
evidence(e(b,a), false).
evidence(e(b,c), false).
