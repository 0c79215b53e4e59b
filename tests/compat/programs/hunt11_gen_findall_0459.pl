% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0459
:- use_module(library(lists)).
0.9::f(1,1).
0.6::f(1,2).
0.5::f(2,1).
0.5::f(2,2).
0.3::f(1,2).
0.8::g(1).
0.2::c(1).
k(X, a) :- c(X).
r1(X) :- f(X, X).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
r3(X) :- g(X), \+ r1(X).
r4(L) :- findall(X, (member(X, [3, 1, 2]), g(X)), L0), sort(L0, L).
r5(X) :- r4(L), member(X, L).
r6 :- r2(_, N), N >= 2.
evidence(r1(1), true).
evidence(f(1,2), true).
query(r5(_)).
query(r2(_, _)).
query(g(_)).
