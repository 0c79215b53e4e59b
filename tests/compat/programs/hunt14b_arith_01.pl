% hunt14b: arithmetic: integer and float results, //, mod, rem, bit operations, pi, e, min/max of mixed types; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X is abs(-3).
r1(X) :- p, X is abs(-3.0).
r2(X) :- p, X is sign(-3).
r3(X) :- p, X is sign(-3.0).
r4(X) :- p, X is sign(0).
r5(X) :- p, X is float(3).
r6(X) :- p, X is float_integer_part(3.7).
r7(X) :- p, X is float_fractional_part(3.75).
r8(X) :- p, X is 10 / 4.
r9(X) :- p, X is 10 / 5.
r10(X) :- p, X is 10.0 / 5.
r11(X) :- p, X is 1 / 3.
r12(X) :- p, X is 2 / 3 * 3.
r13(X) :- p, X is 0.1 + 0.2.
r14(X) :- p, X is 1.0e10.
r15(X) :- p, X is 1.0e20 * 10.
r16(X) :- p, X is 10 ** 20.
r17(X) :- p, X is 10 ** 20.0.
r18(X) :- p, X is 10.0 ** 15.
r19(X) :- p, X is 10.0 ** 16.
r20(X) :- p, X is 123.456 * 1000.
r21(X) :- p, X is 1/7.
r22(X) :- p, X is 2 ** 0.5.
r23(X) :- p, X is atan2(1, 1).
r24(X) :- p, X is atan(1, 1).
r25(X) :- p, X is 3 + 2.0.
r26(X) :- p, X is 3 - 3.0.
r27(X) :- p, X is 6 * 0.5.
r28(X) :- p, X is 3.0 * 2.
r29(X) :- p, X is 2.5e-3.
r30(X) :- p, X is -(3).
r31(X) :- p, X is - 3.
r32(X) :- p, X is -(-(3)).
r33(X) :- p, X is +(3).
r34(X) :- p, X is 3 - -3.
r35(X) :- p, X is 17 mod 5.0.
r36(X) :- p, X is 2 ** 62.
r37(X) :- p, X is 2 ** 64.
r38(X) :- p, X is -(2 ** 63).
r39(X) :- p, X is 9007199254740993 * 1.0.
r40(X) :- p, X is 100000000000000000000 / 10.
r41(X) :- p, X is 7 / 7.0.
r42(X) :- p, X is e ** 2.
r43(X) :- p, X is exp(1).
r44(X) :- p, X is cos(pi).
r45(X) :- p, X is sin(pi).
r46(X) :- p, X is tan(0).
r47(X) :- p, X is asin(1).
r48(X) :- p, X = yes, 3 =:= 3.0.
r49(X) :- p, X = yes, 1 < 2.0.
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
query(r41(_)).
query(r42(_)).
query(r43(_)).
query(r44(_)).
query(r45(_)).
query(r46(_)).
query(r47(_)).
query(r48(_)).
query(r49(_)).
