% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0275
:- use_module(library(lists)).
0.3::f(1,2).
f(2,2).
0.5::f(1,2).
0.6::g(1).
0.6::g(2).
0.9::c(1).
k(X, a) :- c(X).
r1(X) :- f(X, X).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r3(X) :- c(X), \+ f(X, X).
r3(X) :- g(X), \+ r1(X).
r4(L) :- all(X, r1(X), L).
r5(X) :- k(X, b), r1(X).
r5(X) :- r4(L), member(X, L).
r6 :- findall(X, r3(X), []).
evidence(f(1,2), false).
query(r2(1, _)).
query(k(_, _)).
query(r2(_, _)).
query(c(_)).
