% hunt13b: functor/3 and =.. on operator terms (ProbLog names them quoted) and operator atoms, part 1
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), T = (a + b), T =.. [N|_], X = N/2.
r1(X) :- c(2), T = (a mod b), T =.. [N|_], X = N/2.
r2(X) :- c(3), T = (a mod b), T =.. [N, A, B], X0 =.. [N, B, A], X = X0.
r3(X) :- c(1), T = (a mod b), functor(T, N, 2), X0 =.. [N, b, a], X = X0.
r4(X) :- c(2), T = (a + b), T =.. [N|_], (N = + , X = yes ; X = no).
r5(X) :- c(3), T = (a + b), functor(T, N, _), atom(N), X = N.
r6(X) :- c(1), T = (a + b), functor(T, N, _), findall(Y, (member(Y, [+, -]), Y = N), X).
r7(X) :- c(2), T = [a], T =.. X.
r8(X) :- c(3), T = "s", T =.. X.
r9(X) :- c(1), T = 1.5, T =.. X.
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
