% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 4
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), callable(f(x)), X = yes.
r1(X) :- c(2), callable(1), X = yes.
r2(X) :- c(3), callable("s"), X = yes.
r3(X) :- c(1), callable([a]), X = yes.
r4(X) :- c(2), callable(X0), X = yes.
r5(X) :- c(3), simple(X0), X = yes.
r6(X) :- c(1), simple(a), X = yes.
r7(X) :- c(2), simple(f(a)), X = yes.
r8(X) :- c(3), simple("s"), X = yes.
r9(X) :- c(1), primitive(1), X = yes.
r10(X) :- c(2), primitive("s"), X = yes.
r11(X) :- c(3), primitive(f), X = yes.
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
