% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0290
:- use_module(library(lists)).
0.2::f(1,2).
f(1,3).
0.9::f(2,1).
0.8::f(3,3).
0.8::f(1,3).
0.8::g(3).
0.3::c(2); 0.5::c(3).
k(X, a) :- c(X).
r1(X) :- f(X, X).
r1(X) :- c(X).
r2(X, S) :- g(X), findall(Y, (f(X, Y), g(Y)), L), sum_list(L, S).
0.5::r3(X) :- r1(X), \+ c(X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r4(L), length(L, X).
r5(X) :- k(X, b), r1(X).
r6 :- r3(X), r1(X).
evidence(c(2), true).
evidence(r6, true).
query(r1(_)).
query(r6).
query(k(_, _)).
query(c(_)).
