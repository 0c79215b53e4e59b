% hunt13: hunt12 generator seed 1240: an answer with a variable that is certain (OR of a literal and its negation)
:- use_module(library(lists)).
:- use_module(library(apply)).
0.6::f(1).
f(2).
0.5::f(3).
f(0) :- fail.
0.2::c(1); 0.3::c(2); 0.4::c(3).
0.8::e(1,2).
e(0,0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
r1(X) :- findall(Z, p(X, Z), L), sort(L, S), length(S, Y).
r3(X) :- c(X), findall(Z, p(X, Z), L), sort(L, S), length(S, Y).
r1(X) :- c(X), possible(f(X)).
evidence(c(2), false).
query(p(1, _)).
query(r1(2)).
query(r1(_)).
query(r3(2)).
