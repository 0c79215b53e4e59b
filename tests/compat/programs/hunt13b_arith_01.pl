% hunt13b: is/2 with ProbLog's functions, integer and float results, printing of numbers, part 1
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is 7 mod -2.
r1(X) :- c(2), X is -7 mod 2.
r2(X) :- c(3), X is -7 rem 2.
r3(X) :- c(1), X is 7 rem -2.
r4(X) :- c(2), X is 7.5 mod 2.
r5(X) :- c(3), X is 7 // -2.
r6(X) :- c(1), X is -7 // 2.
r7(X) :- c(2), X is 7 div -2.
r8(X) :- c(3), X is -7 div 2.
r9(X) :- c(1), X is 7.0 // 2.
r10(X) :- c(2), X is 7 div 2.0.
r11(X) :- c(3), X is min(1, 1.0).
r12(X) :- c(1), X is min(1.0, 1).
r13(X) :- c(2), X is max(1, 1.0).
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
