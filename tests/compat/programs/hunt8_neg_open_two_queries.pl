% hunt8: two open-negation queries both decided by evidence (one on a cycle)
0.1::e(a,c).
0.8::e(c,a).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
t(Y) :- \+ e(_,Y).
u(Y) :- \+ p(a,Y).
query(t(_)).
query(u(_)).
evidence(e(a,c), true).
