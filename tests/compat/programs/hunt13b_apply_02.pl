% hunt13b: library(apply) with builtin and probabilistic closures, part 2
:- use_module(library(apply)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
0.3::p1(a). 0.6::p1(b). p1(c).
0.4::p2(a, x); 0.6::p2(a, y).
0.5::p2(b, z).
p3(E, A, f(E, A)) :- p1(E).
p6(A, B, C, D, E, F) :- F is A + B + C + D + E.
r0(X) :- c(1), maplist(call(succ), [1], X).
r1(X) :- c(2), foldl(plus, [1,2,3], 0, X).
r2(X) :- c(3), foldl(plus, [], 0, X).
r3(X) :- c(1), foldl(plus, [1,2], 10, X).
r4(X) :- c(2), include(integer, [a, 1, 2.0, 3, "s"], X).
r5(X) :- c(3), exclude(integer, [a, 1, 2.0, 3, "s"], X).
r6(X) :- c(1), partition(integer, [a, 1, 2.0, 3], I0, E0), X = I0-E0.
r7(X) :- c(2), include(=(a), [a, b, X0, a], X).
r8(X) :- c(3), exclude(=(a), [a, b, X0, a], X).
r9(X) :- c(1), include(atom, [], X).
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
