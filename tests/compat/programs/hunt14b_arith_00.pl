% hunt14b: arithmetic: integer and float results, //, mod, rem, bit operations, pi, e, min/max of mixed types; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X is 4/2.
r1(X) :- p, X is 4/2.0.
r2(X) :- p, X is 2**3.
r3(X) :- p, X is 2**3.0.
r4(X) :- p, X is 2.0**3.
r5(X) :- p, X is 2^3.
r6(X) :- p, X is 2^(-1).
r7(X) :- p, X is (-2)**3.
r8(X) :- p, X is (-2)^3.
r9(X) :- p, X is (-8)^(1).
r10(X) :- p, X is max(1, 2.0).
r11(X) :- p, X is max(2, 2.0).
r12(X) :- p, X is max(2.0, 2).
r13(X) :- p, X is min(2, 2.0).
r14(X) :- p, X is min(1, 2.0).
r15(X) :- p, X is truncate(3.7).
r16(X) :- p, X is truncate(-3.7).
r17(X) :- p, X is truncate(3).
r18(X) :- p, X is integer(2.5).
r19(X) :- p, X is integer(-2.5).
r20(X) :- p, X is integer(3.5).
r21(X) :- p, X is round(2.5).
r22(X) :- p, X is round(-2.5).
r23(X) :- p, X is round(3).
r24(X) :- p, X is ceiling(2.1).
r25(X) :- p, X is floor(-2.1).
r26(X) :- p, X is ceiling(2).
r27(X) :- p, X is -7 // 2.
r28(X) :- p, X is 7 // -2.
r29(X) :- p, X is -7 mod 2.
r30(X) :- p, X is 7 mod -2.
r31(X) :- p, X is -7 mod -2.
r32(X) :- p, X is -7 rem 2.
r33(X) :- p, X is 7 rem -2.
r34(X) :- p, X is -7 div 2.
r35(X) :- p, X is 5 /\ 3.
r36(X) :- p, X is 5 \/ 3.
r37(X) :- p, X is 5 xor 3.
r38(X) :- p, X is \ 5.
r39(X) :- p, X is 1 << 10.
r40(X) :- p, X is 1024 >> 3.
r41(X) :- p, X is -16 >> 2.
r42(X) :- p, X is pi.
r43(X) :- p, X is e.
r44(X) :- p, X is 2 * pi.
r45(X) :- p, X is sqrt(16).
r46(X) :- p, X is sqrt(2).
r47(X) :- p, X is exp(0).
r48(X) :- p, X is log(1).
r49(X) :- p, X is log(e).
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
