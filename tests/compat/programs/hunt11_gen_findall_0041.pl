% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0041
:- use_module(library(lists)).
0.3::f(1,1).
0.9::f(2,1).
f(2,2).
0.2::f(2,3).
0.3::f(3,1).
0.5::f(3,3).
0.9::f(1,3).
0.8::g(1).
0.8::g(2).
0.5::g(3).
0.3::c(1).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- f(X, X).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
0.5::r3(X) :- r1(X), \+ c(X).
r3(X) :- g(X), \+ r1(X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r2(X, N), N > 0.
r6 :- \+ r5(1).
evidence(r1(3), true).
query(r2(1, _)).
query(r3(_)).
query(r2(_, _)).
