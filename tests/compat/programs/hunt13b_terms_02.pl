% hunt13b: term inspection and printing of operator terms, quoted atoms, lists, part 2
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), subsumes_term(f(b), f(A)), X = A.
r1(X) :- c(2), X = f(X0), X0 = a.
r2(X) :- c(3), X = "abc".
r3(X) :- c(1), X = 'abc'.
r4(X) :- c(2), X = 'a b'.
r5(X) :- c(3), X = 'A'.
r6(X) :- c(1), X = '[]'.
r7(X) :- c(2), X = [].
r8(X) :- c(3), X = '{}'.
r9(X) :- c(1), X = '{}'(a).
r10(X) :- c(2), X = f(;).
r11(X) :- c(3), X = (a :- b).
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
