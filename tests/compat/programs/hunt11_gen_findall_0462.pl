% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0462
:- use_module(library(lists)).
f(1,2).
0.9::f(2,1).
0.9::f(1,2).
0.5::g(1).
0.3::c(2); 0.5::c(1).
k(X, a) :- c(X).
r1(X) :- f(X, Y), g(Y).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
r3(X) :- g(X), \+ r1(X).
r4(L) :- findall(X, (member(X, [3, 1, 2]), g(X)), L0), sort(L0, L).
r5(X) :- k(X, b), r1(X).
r6 :- \+ r5(1).
evidence(k(2, a), true).
query(r1(_)).
query(r5(_)).
query(r2(_, _)).
