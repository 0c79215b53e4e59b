% hunt13b: is/2 with ProbLog's functions, integer and float results, printing of numbers, part 3
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is atan2(1, 2).
r1(X) :- c(2), X is atan2(0, -1).
r2(X) :- c(3), X is exp(1).
r3(X) :- c(1), X is exp(2, 3).
r4(X) :- c(2), X is log(e).
r5(X) :- c(3), X is log10(1000).
r6(X) :- c(1), X is sqrt(16).
r7(X) :- c(2), X is sinh(1).
r8(X) :- c(3), X is cosh(1).
r9(X) :- c(1), X is tanh(1).
r10(X) :- c(2), X is asinh(1).
r11(X) :- c(3), X is acosh(1).
r12(X) :- c(1), X is atanh(0.5).
r13(X) :- c(2), X is truncate(-2.5).
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
query(r12(_)).
query(r13(_)).
