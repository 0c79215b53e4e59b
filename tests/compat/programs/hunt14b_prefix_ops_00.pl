% hunt14b: an operator term whose right operand starts with a prefix operator (a--b, a+-b, a-\b), printed as ProbLog prints it; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = f(a--b), X = f(Y), Y =.. Z.
r1(X) :- p, X = f(1--(2)), X = f(Y), Y =.. Z.
r2(X) :- p, X = f(a--(b)), X = f(Y), Y =.. Z.
r3(X) :- p, X = f(1--(-(1))), X = f(Y), Y =.. Z.
r4(X) :- p, X = f(1--(-1)), X = f(Y), Y =.. Z.
r5(X) :- p, X = f(a--(-b)), X = f(Y), Y =.. Z.
r6(X) :- p, X = f(a+-b), X = f(Y), Y =.. Z.
r7(X) :- p, X = f(a-\b), X = f(Y), Y =.. Z.
r8(X) :- p, X = f(a-+b), X = f(Y), Y =.. Z.
r9(X) :- p, X = f(a++b), X = f(Y), Y =.. Z.
r10(X) :- p, X = f(-1+2), X = f(Y), Y =.. Z.
r11(X) :- p, X = f(\7+1), X = f(Y), Y =.. Z.
r12(X) :- p, X = f(-1^2), X = f(Y), Y =.. Z.
r13(X) :- p, X = f(a*-b), X = f(Y), Y =.. Z.
r14(X) :- p, X = f(a*-1), X = f(Y), Y =.. Z.
r15(X) :- p, X = f(a=-b), X = f(Y), Y =.. Z.
r16(X) :- p, X = f(a=<-b), X = f(Y), Y =.. Z.
r17(X) :- p, X = f(a>-b), X = f(Y), Y =.. Z.
r18(X) :- p, X = f(a- - b), X = f(Y), Y =.. Z.
r19(X) :- p, X = f(a/-b), X = f(Y), Y =.. Z.
r20(X) :- p, X = f(a/ -b), X = f(Y), Y =.. Z.
r21(X) :- p, X = f(a^-b), X = f(Y), Y =.. Z.
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
