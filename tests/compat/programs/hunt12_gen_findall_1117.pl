% hunt12: generated: a probabilistic rule whose body is one findall/3 list condition, evidence fixing its literal, seed 1117
:- use_module(library(lists)).
:- use_module(library(apply)).
0.3::f(1).
f(3).
f(0) :- fail.
1/3::c(1); 1/3::c(2); 1/3::c(3).
0.8::e(1,3).
e(0,0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
r2(X, Y) :- e(X, _), possible(f(X)).
r4(Y) :- between(1, 3, X), possible(f(X)), f(Y), maplist(f, [X, Y]).
r1(X) :- member(X, [1,2,3]), X < Y, once(p(X, Y)).
0.5::r4(Y) :- member(X, [1,2,3]), findall(Z-W, e(Z, W), L), sort(L, Y).
0.7::r3(X) :- e(X, _), \+ c(Y), maplist(f, [X, Y]).
evidence(p(1,3), true).
evidence(c(2), true).
query(r2(1, _)).
query(r2(_, _)).
query(r3(_)).
query(r4(_)).
