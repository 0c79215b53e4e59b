% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0028
:- use_module(library(lists)).
0.3::f(2,2).
0.6::f(1,2).
0.3::g(1).
0.3::g(2).
0.3::c(1); 0.5::c(2).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- f(X, X).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
0.5::r3(X) :- r1(X), \+ c(X).
r3(X) :- c(X), \+ f(X, X).
r4(L) :- all(X, r1(X), L).
r4(L) :- findall(X-Y, (f(X, Y), X < Y), L).
r5(X) :- r2(X, N), N > 0.
r6 :- \+ r5(1).
evidence(f(1,2), false).
query(r1(_)).
query(r2(1, _)).
