% hunt13b: functor/3 and =.. on operator terms (ProbLog names them quoted) and operator atoms, part 0
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), T = (a + b), T =.. X.
r1(X) :- c(2), T = (a xor b), T =.. X.
r2(X) :- c(3), T = (a = b), T =.. X.
r3(X) :- c(1), T = (- a), T =.. X.
r4(X) :- c(2), T = f(a), T =.. X.
r5(X) :- c(3), T = '+'(a, b), T =.. X.
r6(X) :- c(1), T = +(a, b), T =.. X.
r7(X) :- c(2), T = 'f'(a), T =.. X.
r8(X) :- c(3), T = (a + b), T =.. [N|_], X = N.
r9(X) :- c(1), T = (a + b), T =.. [N|_], X = f(N).
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
