% hunt11: a generated program (findall/all/negation/ADs with evidence, several query forms), seed 0159
:- use_module(library(lists)).
0.6::f(1,1).
0.3::f(1,2).
f(1,3).
0.9::f(2,2).
0.6::f(2,3).
0.5::f(3,1).
0.5::f(3,2).
0.2::f(3,3).
0.9::f(1,3).
0.3::g(1).
0.6::g(2).
0.2::g(3).
0.3::c(1).
0.4::k(X, a); 0.4::k(X, b) :- g(X).
r1(X) :- f(X, X).
r2(X, N) :- findall(Y, f(X, Y), L), length(L, N), g(X).
r2(X, L) :- c(X), findall(Y, k(Y, a), L).
r3(X) :- g(X), \+ r1(X).
0.5::r3(X) :- r1(X), \+ c(X).
r4(L) :- findall(X-Y, (f(X, Y), X < Y), L).
r4(L) :- findall(X, (member(X, [3, 1, 2]), g(X)), L0), sort(L0, L).
r5(X) :- between(1, 3, X), \+ g(X).
r5(X) :- r4(L), length(L, X).
r6 :- r3(X), r1(X).
query(r6).
query(r2(_, _)).
query(c(_)).
query(r2(1, _)).
