% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 5
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), atomic("s"), X = yes.
r1(X) :- c(2), atomic([]), X = yes.
r2(X) :- c(3), atom([]), X = yes.
r3(X) :- c(1), atom('[]'), X = yes.
r4(X) :- c(2), number(1.0e10), X = yes.
r5(X) :- c(3), float(1), X = yes.
r6(X) :- c(1), integer(1.0), X = yes.
r7(X) :- c(2), integer(12345678901234567890), X = yes.
r8(X) :- c(3), ground(f(X0)), X = yes.
r9(X) :- c(1), ground(f(a)), X = yes.
r10(X) :- c(2), var(_), X = yes.
r11(X) :- c(3), nonvar(_), X = yes.
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
