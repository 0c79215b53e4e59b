% hunt13b: library(string) on atoms, numbers and strings, part 1
:- use_module(library(string)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), join(', ', [a, b], X).
r1(X) :- c(2), join(x, [], X).
r2(X) :- c(3), join(x, [a], X).
r3(X) :- c(1), join("-", [a, b], X).
r4(X) :- c(2), join('', [1, 2, 3], X).
r5(X) :- c(3), str2lst(abc, X).
r6(X) :- c(1), str2lst(hello, X).
r7(X) :- c(2), str2lst("ab", X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
