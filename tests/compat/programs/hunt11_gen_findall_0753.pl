% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0753
:- use_module(library(lists)).
0.5::f(1,1).
f(1,2).
0.6::f(2,1).
0.9::f(2,2).
f(2,3).
0.6::f(3,3).
0.6::f(1,3).
0.2::g(2).
0.3::c(1); 0.5::c(3).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- c(X).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
0.5::r3(X) :- r1(X), \+ c(X).
r4(L) :- all(X, r1(X), L).
r4(L) :- findall(X-Y, (f(X, Y), X < Y), L).
r5(X) :- between(1, 3, X), \+ g(X).
r6 :- r5(_).
evidence(k(2, a), false).
evidence(r1(1), true).
query(r5(_)).
query(r6).
query(g(_)).
query(r2(_, _)).
