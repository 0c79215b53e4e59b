% hunt13b: library(string) on atoms, numbers and strings, part 0
:- use_module(library(string)).
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), concat([a, b, c], X).
r1(X) :- c(2), concat([a, 1, 2.5], X).
r2(X) :- c(3), concat([], X).
r3(X) :- c(1), concat(["ab", cd], X).
r4(X) :- c(2), concat([f(x), y], X).
r5(X) :- c(3), concat(['A', b], X).
r6(X) :- c(1), concat(['hello ', world], X).
r7(X) :- c(2), join('-', [a, b, c], X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
