% hunt13b: syntax: list items of any priority, escapes, numbers, comments, prefix minus, part 3
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = ''.
r1(X) :- c(2), X = f('').
r2(X) :- c(3), X = f("").
r3(X) :- c(1), X = "".
r4(X) :- c(2), X = f(' ').
r5(X) :- c(3), X = [' ', '\t'].
r6(X) :- c(1), X = f(:-).
r7(X) :- c(2), X = (:-).
r8(X) :- c(3), X = f((:-)).
r9(X) :- c(1), X = f(',').
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
