% hunt11: a generated program, seed 0933: the evidence's findall/3 copies an outcome of an annotated disjunction, which then excludes no other outcome
:- use_module(library(lists)).
f(1,1).
0.3::f(1,2).
0.5::f(2,1).
0.9::f(2,2).
0.2::f(1,2).
0.9::g(1).
0.3::c(1); 0.5::c(2).
k(X, a) :- c(X).
r1(X) :- c(X).
r1(X) :- f(X, Y), g(Y).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r3(X) :- c(X), \+ f(X, X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r2(X, N), N > 0.
r5(X) :- r4(L), length(L, X).
r6 :- findall(X, r3(X), []).
evidence(r6, false).
query(r3(_)).
query(c(_)).
query(g(_)).
