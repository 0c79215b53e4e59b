% hunt13b: syntax: list items of any priority, escapes, numbers, comments, prefix minus, part 2
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = 1.5e-3.
r1(X) :- c(2), X = 0xff.
r2(X) :- c(3), X = 0xFF.
r3(X) :- c(1), X = 1.0e+3.
r4(X) :- c(2), X = 3.0e0.
r5(X) :- c(3), X = 'hello'.
r6(X) :- c(1), X = f('hello').
r7(X) :- c(2), X = 'Hello'.
r8(X) :- c(3), X = f('Hello').
r9(X) :- c(1), X = 'hello world'.
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
