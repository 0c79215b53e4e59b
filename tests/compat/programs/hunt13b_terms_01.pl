% hunt13b: term inspection and printing of operator terms, quoted atoms, lists, part 1
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), "str" =.. X.
r1(X) :- c(2), 3 =.. X.
r2(X) :- c(3), numbervars(f(A, B, A), 0, X).
r3(X) :- c(1), numbervars(f(A, B), 5, X).
r4(X) :- c(2), numbervars(f(A, B), X).
r5(X) :- c(3), varnumbers(f('$VAR'(0), '$VAR'(1), '$VAR'(0)), X).
r6(X) :- c(1), X = '$VAR'(1).
r7(X) :- c(2), X = '$VAR'(27).
r8(X) :- c(3), X = '$VAR'('Foo').
r9(X) :- c(1), X = '$VAR'(x).
r10(X) :- c(2), X = f('$VAR'(3)).
r11(X) :- c(3), X = '$Var'(3).
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
