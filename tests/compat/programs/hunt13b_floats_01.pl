% hunt13b: float literals and results printed in answers, part 1
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is -283 / 0.3.
r1(X) :- c(2), X is -66 / 7.
r2(X) :- c(3), X is log(31 / 7).
r3(X) :- c(1), X = 0.0006686527158841882.
r4(X) :- c(2), X is 1 * 10.0 ** 6.
r5(X) :- c(3), X = 8.336324523601228e-09.
r6(X) :- c(1), X = 8.83383826453174e+19.
r7(X) :- c(2), X is exp(6 / 7).
r8(X) :- c(3), X = 4.849627303928603e+19.
r9(X) :- c(1), X = 0.0005345909623001036.
r10(X) :- c(2), X is 1 * 10.0 ** 7.
r11(X) :- c(3), X is 783 / 7.0.
r12(X) :- c(1), X is -183 / 100000.0.
r13(X) :- c(2), X = 6.224782161868758e-05.
r14(X) :- c(3), X = 5.66783608176406e+19.
r15(X) :- c(1), X is atan(24 / 7).
r16(X) :- c(2), X is -764 / 0.3.
r17(X) :- c(3), X is sin(31 / 7).
r18(X) :- c(1), X is -825 / 9.
r19(X) :- c(2), X = -3.147283235139964.
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
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
