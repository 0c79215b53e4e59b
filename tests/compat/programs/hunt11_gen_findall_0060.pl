% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0060
:- use_module(library(lists)).
0.3::f(1,1).
0.6::f(1,2).
0.5::f(1,3).
f(2,1).
f(2,2).
f(2,3).
0.9::f(3,1).
f(3,2).
f(3,3).
0.5::f(1,3).
0.9::g(1).
0.8::g(2).
0.8::g(3).
0.3::c(3); 0.5::c(1).
k(X, a) :- c(X).
r1(X) :- f(X, Y), g(Y).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r2(X, S) :- g(X), findall(Y, (f(X, Y), g(Y)), L), sum_list(L, S).
0.5::r3(X) :- r1(X), \+ c(X).
r4(L) :- all(X, r1(X), L).
r5(X) :- r2(X, N), N > 0.
r6 :- \+ r5(1).
r6 :- r3(X), r1(X).
evidence(k(1, a), false).
query(r2(1, _)).
query(r2(_, _)).
query(k(_, _)).
