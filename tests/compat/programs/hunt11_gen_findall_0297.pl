% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0297
:- use_module(library(lists)).
0.5::f(1,2).
f(1,3).
0.6::f(2,1).
0.6::f(2,2).
0.5::f(3,1).
0.5::f(1,3).
0.3::g(1).
0.6::g(2).
0.3::g(3).
0.3::c(3); 0.5::c(2).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- c(X).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r2(X, S) :- g(X), findall(Y, (f(X, Y), g(Y)), L), sum_list(L, S).
r3(X) :- c(X), \+ f(X, X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r4(L), length(L, X).
r5(X) :- r4(L), member(X, L).
r6 :- r2(_, N), N >= 2.
r6 :- \+ r5(1).
evidence(r3(3), true).
query(r1(_)).
query(r5(_)).
query(r4(_)).
query(g(_)).
