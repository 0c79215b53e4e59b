% hunt13b: term inspection and printing of operator terms, quoted atoms, lists, part 5
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = [a = b, c].
r1(X) :- c(2), X = f(- 1).
r2(X) :- c(3), X = f(-(1)).
r3(X) :- c(1), X = f(- a).
r4(X) :- c(2), X = 1 + 2 * 3.
r5(X) :- c(3), X = (1 + 2) * 3.
r6(X) :- c(1), X = 1 - (2 - 3).
r7(X) :- c(2), X = (1 - 2) - 3.
r8(X) :- c(3), X = 2 ^ 3 ^ 4.
r9(X) :- c(1), X = (2 ^ 3) ^ 4.
r10(X) :- c(2), X = a:b:c.
r11(X) :- c(3), X = (a:b):c.
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
