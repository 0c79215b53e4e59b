% hunt14b: arithmetic: integer and float results, //, mod, rem, bit operations, pi, e, min/max of mixed types; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = yes, 0.1 + 0.2 =:= 0.3.
r1(X) :- p, X = yes, 1.0 == 1.
r2(X) :- p, X = yes, 1 @< 1.0.
r3(X) :- p, X = yes, 1.0 @< 1.
r4(X) :- p, compare(O, 1, 1.0), X = O.
r5(X) :- p, compare(O, 2, 1.5), X = O.
r6(X) :- p, compare(O, 1.5, 2), X = O.
r7(X) :- p, sort([2, 1.0, 1, 2.0, 1.5], X).
r8(X) :- p, X is max(1, 2) + min(3.0, 4).
r9(X) :- p, X is 5 - 2 - 1.
r10(X) :- p, X is 2 ^ 3 ^ 2.
r11(X) :- p, X is -2 ** 2.
r12(X) :- p, X is - 2 ** 2.
r13(X) :- p, X is 0 ** 0.
r14(X) :- p, X is 0.0 / 1.
r15(X) :- p, X is -0.0.
r16(X) :- p, X is 0 * -1.0.
r17(X) :- p, X is 1.0e-320.
r18(X) :- p, X is truncate(1.0e20).
r19(X) :- p, X is integer(1.0e20).
r20(X) :- p, X is round(1.0e20).
r21(X) :- p, X is floor(1.0e20).
r22(X) :- p, X is 3 ^ -2.
r23(X) :- p, X is 1 ^ -2.
r24(X) :- p, X is (-1) ^ -3.
r25(X) :- p, X is 4 ** 0.5.
r26(X) :- p, X is 27 ** (1/3).
r27(X) :- p, X is 8 xor 8.
r28(X) :- p, X is \ (-1).
r29(X) :- p, X is 255 /\ -1.
r30(X) :- p, X is 5 mod 2.0.
r31(X) :- p, X is 5 // 2.0.
r32(X) :- p, X is 5 div 2.0.
r33(X) :- p, X is e - e.
r34(X) :- p, X is epsilon.
r35(X) :- p, X is float(1 << 70).
r36(X) :- p, X is 2 ** 3 / 2.
r37(X) :- p, X is 6 / 2 / 3.
r38(X) :- p, X is 2 * 3 mod 4.
r39(X) :- p, X is -(1) * 2.
r40(X) :- p, X is abs(-9223372036854775808).
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
query(r20(_)).
query(r21(_)).
query(r22(_)).
query(r23(_)).
query(r24(_)).
query(r25(_)).
query(r26(_)).
query(r27(_)).
query(r28(_)).
query(r29(_)).
query(r30(_)).
query(r31(_)).
query(r32(_)).
query(r33(_)).
query(r34(_)).
query(r35(_)).
query(r36(_)).
query(r37(_)).
query(r38(_)).
query(r39(_)).
query(r40(_)).
