% hunt14b: quoted atoms, strings and operator atoms in answers, printed as ProbLog prints them; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = '|'.
r1(X) :- p, X = '^'.
r2(X) :- p, X = 'é-1'.
r3(X) :- p, X = "multi word string".
r4(X) :- p, X = "with \"quote\"".
r5(X) :- p, X = "tab\there".
r6(X) :- p, X = "nl\nhere".
r7(X) :- p, X = 'nl\nhere'.
r8(X) :- p, X = "é".
r9(X) :- p, X = "日本".
r10(X) :- p, X = "".
r11(X) :- p, X = 'true'.
r12(X) :- p, X = true.
r13(X) :- p, X = 'fail'.
r14(X) :- p, X = 'query'.
r15(X) :- p, X = 'is'.
r16(X) :- p, X = is.
r17(X) :- p, X = mod.
r18(X) :- p, X = 'mod'.
r19(X) :- p, X = [mod, rem, xor, is].
r20(X) :- p, X = f(mod, 'mod').
r21(X) :- p, X = 'a' - 'b'.
r22(X) :- p, X = - 'a'.
r23(X) :- p, X = - 'A'.
r24(X) :- p, X = - (a).
r25(X) :- p, X = -(a).
r26(X) :- p, X = -('A').
r27(X) :- p, X = 1 - 'A'.
r28(X) :- p, X = f('A' - 1).
r29(X) :- p, X = 'A' : b.
r30(X) :- p, X = (a :- 'B').
r31(X) :- p, X = [a|'B'].
r32(X) :- p, X = ['A'|b].
r33(X) :- p, X = 'hello'(1).
r34(X) :- p, X = 'Hello'(1).
r35(X) :- p, X = f(x).
r36(X) :- p, X = 'f'(x).
r37(X) :- p, X = 'f x'(y).
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
