% hunt13b: is/2 with ProbLog's functions, integer and float results, printing of numbers, part 5
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is 5 /\ 3.
r1(X) :- c(2), X is 5 \/ 3.
r2(X) :- c(3), X is 5 xor 3.
r3(X) :- c(1), X is 5 # 3.
r4(X) :- c(2), X is 5 >< 3.
r5(X) :- c(3), X is \ 5.
r6(X) :- c(1), X is 1 << 70.
r7(X) :- c(2), X is -16 >> 2.
r8(X) :- c(3), X is pi.
r9(X) :- c(1), X is e.
r10(X) :- c(2), X is epsilon.
r11(X) :- c(3), X is 10 ** 20.
r12(X) :- c(1), X is 10.0 ** 20.
r13(X) :- c(2), X is 10 ** 15.
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
