% hunt12: generated: sort/2 with a bound non-list second argument fails, as in ProbLog (no type error), seed 1346
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
0.7::f(1).
f(2).
f(3).
f(0) :- fail.
1/3::c(1); 1/3::c(2); 1/3::c(3).
0.5::e(1,3).
e(0,0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
r3(X) :- f(X), call(p(X), Y), member(Y, [1,2,3]), X =< 2.
0.5::r5 :- c(X), numlist(1, X, Y).
r4(Y) :- member(X, [1,2,3]), member(X, [1,2,3]), Y is X + 1.
r4(Y) :- f(X), findall(Z, c(Z), L), sum_list(L, Y), findall(Z-W, e(Z, W), L), sort(L, Y), f(X).
evidence(c(1), true).
evidence(c(2), false).
query(r4(_)).
query(r5).
