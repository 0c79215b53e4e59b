% hunt14b: operators, priorities, negative numbers and special atoms inside answers; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = f((a+b)*c).
r1(X) :- p, X = f(a*(b+c)).
r2(X) :- p, X = f(a-(b-c)).
r3(X) :- p, X = f(a-b-c).
r4(X) :- p, X = f(-(2)*3).
r5(X) :- p, X = f(-(2*3)).
r6(X) :- p, X = f(-(2)- 3).
r7(X) :- p, X = f(1 - (-(2))).
r8(X) :- p, X = f(a=(b,c)).
r9(X) :- p, X = f([a=b,c\=d]).
r10(X) :- p, X = f((a,b),c).
r11(X) :- p, X = f(((a,b),c)).
r12(X) :- p, X = f((a,(b,c))).
r13(X) :- p, X = f(-(-1)).
r14(X) :- p, X = f(-(1.5)).
r15(X) :- p, X = f(-(-1.5)).
r16(X) :- p, X = 'hello'(world).
r17(X) :- p, X = 'Hello'(world).
r18(X) :- p, X = 'hello world'(x).
r19(X) :- p, X = '[]'(a).
r20(X) :- p, X = '{}'(a).
r21(X) :- p, X = -(1)-1.
r22(X) :- p, X = 1-(-1).
r23(X) :- p, X = (a , b).
r24(X) :- p, X = (:-).
r25(X) :- p, X = (a :- b).
r26(X) :- p, X = f(a, (b :- c)).
r27(X) :- p, X = a:b.
r28(X) :- p, X = f(dynamic(a)).
r29(X) :- p, X = f(a#b).
r30(X) :- p, X = f(~a).
r31(X) :- p, X = f(a><b).
r32(X) :- p, X = f(a~=b).
r33(X) :- p, X = f(a=>b).
r34(X) :- p, X = f(1 ** -(1)).
r35(X) :- p, X = f(2 - (-(1))).
r36(X) :- p, X = f(- (1) - 1).
r37(X) :- p, X = f(a- -b).
r38(X) :- p, X = f(1 - - 1).
r39(X) :- p, X = f(-(1)^2).
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
