% hunt8: generated (hunt8 gen8 negng): negations over open calls of a probabilistic graph, with evidence
0.4::e(b,d).
0.1::e(a,b).
0.2::e(d,c).
0.6::e(d,c).
0.9::e(d,b).
0.2::e(d,a).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
n(a).
n(b).
n(c).
n(d).
w :- \+ p(_,a).
v(X) :- n(X), \+ p(X,_).
s(Y) :- \+ e(Y,_), n(Y).
query(w).
query(v(_)).
query(s(_)).
evidence(p(b,a), false).
evidence(e(d,b), true).
