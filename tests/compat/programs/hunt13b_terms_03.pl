% hunt13b: term inspection and printing of operator terms, quoted atoms, lists, part 3
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = (a, b).
r1(X) :- c(2), X = (a ; b).
r2(X) :- c(3), X = (a -> b).
r3(X) :- c(1), X = (a -> b ; c).
r4(X) :- c(2), X = (\+).
r5(X) :- c(3), X = - 1.
r6(X) :- c(1), X = -(1).
r7(X) :- c(2), X = - a.
r8(X) :- c(3), X = -(-(1)).
r9(X) :- c(1), X = 1 - -1.
r10(X) :- c(2), X = 1 - (-1).
r11(X) :- c(3), X = a- -1.
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
