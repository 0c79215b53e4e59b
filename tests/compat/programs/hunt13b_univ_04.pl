% hunt13b: functor/3 and =.. on operator terms (ProbLog names them quoted) and operator atoms, part 4
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), T = +(a, b), functor(T, N, A), X = N-A.
r1(X) :- c(2), T = (a & b), functor(T, N, A), X = N-A.
r2(X) :- c(3), T = (a => b), functor(T, N, A), X = N-A.
r3(X) :- c(1), T = (a ** b), functor(T, N, A), X = N-A.
r4(X) :- c(2), T = (a ^ b), functor(T, N, A), X = N-A.
r5(X) :- c(3), T = (a =.. b), functor(T, N, A), X = N-A.
r6(X) :- c(1), T = (a * b), functor(T, N, A), X0 =.. [N, 2, 3], Y is X0, X = Y.
r7(X) :- c(2), T = (a * b), functor(T, N, A), X0 =.. [N, 2, 3], X = X0.
r8(X) :- c(3), T = (a * b), functor(T, N, A), functor(X0, N, 2), X0 = f(1, 2).
r9(X) :- c(1), T = (a mod b), functor(T, N, 2), X0 =.. [N, b, a], X = X0.
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
