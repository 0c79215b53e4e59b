% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0126
:- use_module(library(lists)).
0.3::f(2,1).
0.6::f(1,2).
0.9::g(1).
0.3::g(2).
0.3::c(2); 0.5::c(1).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- c(X).
r2(X, S) :- g(X), findall(Y, (f(X, Y), g(Y)), L), sum_list(L, S).
r3(X) :- g(X), \+ r1(X).
0.5::r3(X) :- r1(X), \+ c(X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r2(X, N), N > 0.
r6 :- findall(X, r3(X), []).
evidence(r6, true).
query(r3(_)).
query(r4(_)).
query(c(_)).
query(k(_, _)).
