% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 1
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), sort([], X).
r1(X) :- c(2), sort([c-1, a-2, b-3, a-1], X).
r2(X) :- c(3), sort([-1, -1.5, 0, -0.0, 0.0], X).
r3(X) :- c(1), sort([10, 9, 100, 9.5], X).
r4(X) :- c(2), sort([f(2), f(10), f(1.5)], X).
r5(X) :- c(3), sort(['hello world', hello, 'Hello', "hello"], X).
r6(X) :- c(1), compare(O, 1, 1.0), X = O.
r7(X) :- c(2), compare(O, 1.0, 1), X = O.
r8(X) :- c(3), compare(O, 2, 1.5), X = O.
r9(X) :- c(1), compare(O, 10, 9), X = O.
r10(X) :- c(2), compare(O, -1, -2), X = O.
r11(X) :- c(3), compare(O, 0.0, -0.0), X = O.
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
