% hunt13b: builtins on edge cases: between, length, sort, compare, succ, plus, type checks, call/N, findall/all, part 2
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), compare(O, a, "a"), X = O.
r1(X) :- c(2), compare(O, f(a), g), X = O.
r2(X) :- c(3), compare(O, f(a, b), g(a)), X = O.
r3(X) :- c(1), compare(O, [a], f(a, b)), X = O.
r4(X) :- c(2), compare(O, [a], '[]'), X = O.
r5(X) :- c(3), compare(O, [], a), X = O.
r6(X) :- c(1), compare(O, 'Z', a), X = O.
r7(X) :- c(2), compare(O, 'abc', abd), X = O.
r8(X) :- c(3), compare(O, "abc", "abd"), X = O.
r9(X) :- c(1), compare(O, 1e3, 999), X = O.
r10(X) :- c(2), compare(O, 12345678901234567890, 1.0e19), X = O.
r11(X) :- c(3), succ(X, 4).
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
