% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 3
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), succ(3, X).
r1(X) :- c(2), succ(X, 0).
r2(X) :- c(3), succ(-1, X).
r3(X) :- c(1), plus(1, 2, X).
r4(X) :- c(2), plus(1, X, 3).
r5(X) :- c(3), plus(X, 2, 3).
r6(X) :- c(1), is_list([a|T0]), X = yes.
r7(X) :- c(2), is_list([a|[]]), X = yes.
r8(X) :- c(3), is_list([]), X = yes.
r9(X) :- c(1), is_list("ab"), X = yes.
r10(X) :- c(2), X0 = [a|T0], T0 = [], is_list(X0), X = yes.
r11(X) :- c(3), callable(a), X = yes.
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
