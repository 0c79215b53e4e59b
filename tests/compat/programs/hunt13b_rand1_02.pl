% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 1), part 2
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), sort([-17, 5, 5, '_x'], X).
r1(X) :- c(2), functor('9', N, A), X = N/A.
r2(X) :- c(3), '' =.. X.
r3(X) :- c(1), functor(\("a b"), N, A), X = N/A.
r4(X) :- c(2), X = zz.
r5(X) :- c(3), compare(O, zz, (2 ** '=='('-'('_x', '\n')))), X = O.
r6(X) :- c(1), X is ((100 div ((-12345678901234567890 << 1) >< (4 ** 5))) mod 4).
r7(X) :- c(2), 1.0e-10 =.. X.
r8(X) :- c(3), X = \("a b").
r9(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, [[+(aB), '=='(é), 16], []])), X).
r10(X) :- c(2), X = 2, Y is X.
r11(X) :- c(3), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, '\n')), X).
r12(X) :- c(1), functor(["A", '10'|[]], N, A), X = N/A.
r13(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 1)), X).
r14(X) :- c(3), X is 1.5.
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
query(r14(_)).
