% hunt8: generated (hunt8 gen8 negng): negations over open calls of a probabilistic graph, with evidence
0.4::e(b,c).
0.3::e(e,a).
0.9::e(c,a).
0.3::e(e,a).
0.1::e(d,b).
0.8::e(c,e).
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
n(a).
n(b).
n(c).
n(d).
n(e).
t(Y) :- \+ e(_,Y).
query(t(_)).
evidence(e(c,a), true).
evidence(e(e,c), false).
