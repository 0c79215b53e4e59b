% hunt13b: library(apply) with builtin and probabilistic closures, part 1
:- use_module(library(apply)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
0.3::p1(a). 0.6::p1(b). p1(c).
0.4::p2(a, x); 0.6::p2(a, y).
0.5::p2(b, z).
p3(E, A, f(E, A)) :- p1(E).
p6(A, B, C, D, E, F) :- F is A + B + C + D + E.
r0(X) :- c(1), maplist(=, X, [a,b]).
r1(X) :- c(2), maplist(length, [[a],[b,c]], X).
r2(X) :- c(3), maplist(nth0(0), [[a],[b,c]], X).
r3(X) :- c(1), maplist(nth1(2), [[a,z],[b,c]], X).
r4(X) :- c(2), maplist(succ, [], X).
r5(X) :- c(3), maplist(functor, [f(a), g(b,c)], N0, A0), X = N0-A0.
r6(X) :- c(1), maplist(arg(1), [f(a), g(b,c)], X).
r7(X) :- c(2), maplist(=.., [f(a), g(b,c)], X).
r8(X) :- c(3), maplist(maplist(succ), [[1],[2,3]], X).
r9(X) :- c(1), maplist(call, [true, true]), X = yes.
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
