% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 1), part 1
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), -(a) =.. X.
r1(X) :- c(2), X = 'A'.
r2(X) :- c(3), X = -(11).
r3(X) :- c(1), X = 7, Y is X.
r4(X) :- c(2), X = '[]'.
r5(X) :- c(3), X = zz.
r6(X) :- c(1), X = 4, Y is X.
r7(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, [])), X).
r8(X) :- c(3), X = 4.
r9(X) :- c(1), compare(O, 2, '+'("1", (('A' * '|') =.. "A"))), X = O.
r10(X) :- c(2), X = -12, Y is X.
r11(X) :- c(3), functor('-'(f(-19, ('$a' * é)), [p('$a', '{}'), ""], '+'), N, A), X = N/A.
r12(X) :- c(1), sort([-0.0, 0], X).
r13(X) :- c(2), sort([0, [('é' =:= 'f'('A', '[]')), ('A'(aB, '.', '$a') / '{}'('é')), 4|a], '=='((0.0 xor [é, ' ']), é, -11), '-', 12345678901234567890], X).
r14(X) :- c(3), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, ('aB' @< -2.5))), X).
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
