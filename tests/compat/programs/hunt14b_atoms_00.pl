% hunt14b: quoted atoms, strings and operator atoms in answers, printed as ProbLog prints them; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = 'hello-world'.
r1(X) :- p, X = 'a.b'.
r2(X) :- p, X = 'a/b'.
r3(X) :- p, X = '1abc'.
r4(X) :- p, X = 'Abc'.
r5(X) :- p, X = 'a b'.
r6(X) :- p, X = 'a\'b'.
r7(X) :- p, X = 'a"b'.
r8(X) :- p, X = "a'b".
r9(X) :- p, X = 'a\\b'.
r10(X) :- p, X = 'a\tb'.
r11(X) :- p, X = ''.
r12(X) :- p, X = ' '.
r13(X) :- p, X = 'café'.
r14(X) :- p, X = café.
r15(X) :- p, X = 'Ünter'.
r16(X) :- p, X = ünter.
r17(X) :- p, X = 'αβ'.
r18(X) :- p, X = αβ.
r19(X) :- p, X = '日本'.
r20(X) :- p, X = f('é', é).
r21(X) :- p, X = aé.
r22(X) :- p, X = 'aé'.
r23(X) :- p, X = a_B.
r24(X) :- p, X = 'a_B'.
r25(X) :- p, X = 'aB c'.
r26(X) :- p, X = [a, 'B', "c", 1.0, -2].
r27(X) :- p, X = 'New York'.
r28(X) :- p, X = 'x'.
r29(X) :- p, X = '+'.
r30(X) :- p, X = '++'.
r31(X) :- p, X = '+a'.
r32(X) :- p, X = 'a+'.
r33(X) :- p, X = '$'.
r34(X) :- p, X = '$a'.
r35(X) :- p, X = [] .
r36(X) :- p, X = '{}'.
r37(X) :- p, X = '!'.
r38(X) :- p, X = ';'.
r39(X) :- p, X = ','.
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
