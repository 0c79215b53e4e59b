% hunt13b: is/2 with ProbLog's functions, integer and float results, printing of numbers, part 2
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is max(2, 1.0).
r1(X) :- c(2), X is abs(-3).
r2(X) :- c(3), X is abs(-3.0).
r3(X) :- c(1), X is abs(-0.0).
r4(X) :- c(2), X is sign(-3).
r5(X) :- c(3), X is sign(2.5).
r6(X) :- c(1), X is sign(0.0).
r7(X) :- c(2), X is sign(-0.0).
r8(X) :- c(3), X is sin(0).
r9(X) :- c(1), X is cos(pi).
r10(X) :- c(2), X is tan(1).
r11(X) :- c(3), X is acos(1).
r12(X) :- c(1), X is atan(1).
r13(X) :- c(2), X is atan(1, 2).
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
