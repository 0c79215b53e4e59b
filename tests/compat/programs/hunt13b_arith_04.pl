% hunt13b: is/2 with ProbLog's functions, integer and float results, printing of numbers, part 4
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is round(2.5).
r1(X) :- c(2), X is round(-2.5).
r2(X) :- c(3), X is round(3.5).
r3(X) :- c(1), X is round(0.5).
r4(X) :- c(2), X is ceiling(2.1).
r5(X) :- c(3), X is floor(-2.1).
r6(X) :- c(1), X is integer(2.5).
r7(X) :- c(2), X is integer(3.5).
r8(X) :- c(3), X is integer(-2.5).
r9(X) :- c(1), X is float(3).
r10(X) :- c(2), X is float_integer_part(-2.5).
r11(X) :- c(3), X is float_fractional_part(-2.5).
r12(X) :- c(1), X is float_integer_part(5).
r13(X) :- c(2), X is float_fractional_part(5).
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
