% hunt13b: library(apply) with builtin and probabilistic closures, part 3
:- use_module(library(apply)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
0.3::p1(a). 0.6::p1(b). p1(c).
0.4::p2(a, x); 0.6::p2(a, y).
0.5::p2(b, z).
p3(E, A, f(E, A)) :- p1(E).
p6(A, B, C, D, E, F) :- F is A + B + C + D + E.
r0(X) :- c(1), convlist(nth0(1), [[a,b],[c],[d,e]], X).
r1(X) :- c(2), scanl(plus, [1,2,3], 0, X).
r2(X) :- c(3), scanl(plus, [], 0, X).
r3(X) :- c(1), foldl_noinit(plus, [1,2,3], X).
r4(X) :- c(2), foldl_noinit(plus, [], X).
r5(X) :- c(3), foldl_noinit(plus, [5], X).
r6(X) :- c(1), maplist(succ, [1,2], [2,4]), X = yes.
r7(X) :- c(2), maplist(p2, [a,b], X).
r8(X) :- c(3), foldl(p3, [a,b], z, X).
r9(X) :- c(1), include(p1, [a,b,c], X).
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
