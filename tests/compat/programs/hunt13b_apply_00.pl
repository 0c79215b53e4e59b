% hunt13b: library(apply) with builtin and probabilistic closures, part 0
:- use_module(library(apply)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
0.3::p1(a). 0.6::p1(b). p1(c).
0.4::p2(a, x); 0.6::p2(a, y).
0.5::p2(b, z).
p3(E, A, f(E, A)) :- p1(E).
p6(A, B, C, D, E, F) :- F is A + B + C + D + E.
r0(X) :- c(1), maplist(succ, [1,2,3], X).
r1(X) :- c(2), maplist(succ, X, [1,2,3]).
r2(X) :- c(3), maplist(succ, [0,X0], [1,5]), X = X0.
r3(X) :- c(1), maplist(=(a), [A0, B0]), X = [A0, B0].
r4(X) :- c(2), maplist(atom, [a, b]), X = yes.
r5(X) :- c(3), maplist(atom, [a, 1]), X = yes.
r6(X) :- c(1), maplist(plus(1), [1,2], X).
r7(X) :- c(2), maplist(plus, [1,2], [3,4], X).
r8(X) :- c(3), maplist(plus, [1,2], X0, [3,5]), X = X0.
r9(X) :- c(1), maplist(=, [a,b], X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
