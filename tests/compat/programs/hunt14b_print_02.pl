% hunt14b: operators, priorities, negative numbers and special atoms inside answers; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = f('1a').
r1(X) :- p, X = f('_a').
r2(X) :- p, X = f(a1).
r3(X) :- p, X = f('!').
r4(X) :- p, X = f(!).
r5(X) :- p, X = f(;).
r6(X) :- p, X = f('.').
r7(X) :- p, X = f('$VAR'(0)).
r8(X) :- p, X = f('$VAR'(25)).
r9(X) :- p, X = f('$VAR'(26)).
r10(X) :- p, X = f('$VAR'('Foo')).
r11(X) :- p, X = f('$VAR'(x)).
r12(X) :- p, X = f('$VAR'(-1)).
r13(X) :- p, X = f('$VAR'(1.0)).
r14(X) :- p, X = f("a b").
r15(X) :- p, X = f("it's").
r16(X) :- p, X = f("a\"b").
r17(X) :- p, X = f("a\nb").
r18(X) :- p, X = f("").
r19(X) :- p, X = f('').
r20(X) :- p, X = f([a|b]).
r21(X) :- p, X = f([a,b|c]).
r22(X) :- p, X = f([a|[b]]).
r23(X) :- p, X = f([[a], [b, [c]]]).
r24(X) :- p, X = f(f(-)).
r25(X) :- p, X = f(1.0e10).
r26(X) :- p, X = f(1.5e-7).
r27(X) :- p, X = f(0.000123).
r28(X) :- p, X = f(123456789.0).
r29(X) :- p, X = f(1.0e15).
r30(X) :- p, X = f(-1.0e-5).
r31(X) :- p, X = f(100000000000000000000.0).
r32(X) :- p, X = f(0.1).
r33(X) :- p, X = f(1/3).
r34(X) :- p, X = f(-0).
r35(X) :- p, X = f(- 0).
r36(X) :- p, X = f(-(0)).
r37(X) :- p, X = f(- 0.0).
r38(X) :- p, X = f(0x1F).
r39(X) :- p, X = f(a+b*c).
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
