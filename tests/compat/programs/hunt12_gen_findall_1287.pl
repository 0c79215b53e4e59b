% hunt12: generated: probabilistic rules with a findall/3 body and evidence on its literal (with ProbLog's body_N lookup), seed 1287
:- use_module(library(lists)).
:- use_module(library(apply)).
f(1).
0.2::f(2).
f(0) :- fail.
1/3::c(1); 1/3::c(2); 1/3::c(3).
0.3::e(2,1).
e(0,0) :- fail.
p(X,Y) :- e(X,Y).
p(X,Y) :- e(X,Z), p(Z,Y).
0.7::r2(X, Y) :- f(X), findall(Z, f(Z), L), max_list([0|L], Y).
0.5::r3(X) :- member(X, [1,2,3]), member(Y, [1,2,3]), findall(Z, c(Z), L), sum_list(L, Y), call(p(X), Y).
0.7::r2(X, Y) :- p(X, Y), succ(X, Y).
r3(X) :- between(1, 3, X), p(X, Y), between(1, X, Y), X < Y.
s :- r3(_), \+ c(2).
evidence(p(1,3), false).
evidence(f(2), true).
query(r2(2, _)).
query(r2(3, _)).
query(r2(_, _)).
query(r3(_)).
query(s).
