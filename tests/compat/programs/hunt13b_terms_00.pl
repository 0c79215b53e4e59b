% hunt13b: term inspection and printing of operator terms, quoted atoms, lists, part 0
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), functor(f(a,b), N, A), X = N/A.
r1(X) :- c(2), functor([a], N, A), X = N/A.
r2(X) :- c(3), functor('hello world'(1), N, A), X = N/A.
r3(X) :- c(1), arg(1, f(a,b), X).
r4(X) :- c(2), arg(0, f(a,b), X).
r5(X) :- c(3), arg(3, f(a,b), X).
r6(X) :- c(1), arg(1, [a|b], X).
r7(X) :- c(2), f(a,b) =.. X.
r8(X) :- c(3), X =.. [f, a, b].
r9(X) :- c(1), X =.. [f].
r10(X) :- c(2), X =.. [3].
r11(X) :- c(3), [1,2] =.. X.
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
