% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 0
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(Y, between(1, 3, Y), X).
r1(X) :- c(2), findall(Y, between(3, 1, Y), X).
r2(X) :- c(3), findall(Y, between(-2, 0, Y), X).
r3(X) :- c(1), between(1, 3, 2), X = yes.
r4(X) :- c(2), between(1, 3, 5), X = yes.
r5(X) :- c(3), length([a, b], X).
r6(X) :- c(1), sort([b, a, c, a], X).
r7(X) :- c(2), sort([2, 1.0, 1, 2.0], X).
r8(X) :- c(3), sort([1, 1.0], X).
r9(X) :- c(1), sort([1.0, 1], X).
r10(X) :- c(2), sort([f(b), f(a), g(a), f(a, b)], X).
r11(X) :- c(3), sort(["b", "a", b, a, 1], X).
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
query(r10(_)).
query(r11(_)).
