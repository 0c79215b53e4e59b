% hunt13b: float literals and results printed in answers, part 0
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is -692 / 100000.0.
r1(X) :- c(2), X is -882 / 7.0.
r2(X) :- c(3), X = -8.281055326216567.
r3(X) :- c(1), X is sqrt(15 / 7).
r4(X) :- c(2), X is 1 * 10.0 ** 12.
r5(X) :- c(3), X is -188 / 3.
r6(X) :- c(1), X is sqrt(36 / 7).
r7(X) :- c(2), X is log(27 / 7).
r8(X) :- c(3), X = 0.00030848182410193436.
r9(X) :- c(1), X is 121 / 7.
r10(X) :- c(2), X is 267 / 11.
r11(X) :- c(3), X is 88 / 100000.0.
r12(X) :- c(1), X is 7 * 10.0 ** 4.
r13(X) :- c(2), X is -492 / 9.
r14(X) :- c(3), X is 75 / 0.3.
r15(X) :- c(1), X is cosh(29 / 7).
r16(X) :- c(2), X = 0.00011806577825496212.
r17(X) :- c(3), X is sin(3 / 7).
r18(X) :- c(1), X is sqrt(49 / 7).
r19(X) :- c(2), X is 616 / 1000.
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
