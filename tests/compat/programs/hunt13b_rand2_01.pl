% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 2), part 1
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 3)), X).
r1(X) :- c(2), (X = ' ', ' ' \== [(-3 < 3), [100.0, [], ['-'|[z]]], "zz"] ; X = [(-3 < 3), [100.0, [], ['-'|[z]]], "zz"]).
r2(X) :- c(3), X = 16.
r3(X) :- c(1), 4 =.. X.
r4(X) :- c(2), X = '-'(0.1, []).
r5(X) :- c(3), functor(f('$a', h(9007199254740993, '{}'('9', '10'), '-'('[]', '*', '|'))), N, A), X = N/A.
r6(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, é)), X).
r7(X) :- c(2), sort(['\n', "1", 'abc', [9.0]], X).
r8(X) :- c(3), functor((_ xor [V1, -1]), N, A), X = N/A.
r9(X) :- c(1), X is 3.
r10(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, -12345678901234567890)), X).
r11(X) :- c(3), findall(R, ('A' @< 1.0e-10, R = lt ; 'A' == 1.0e-10, R = eq ; 'A' @> 1.0e-10, R = gt), X).
r12(X) :- c(1), X is atan(\(4)).
r13(X) :- c(2), compare(O, '10', "a"), X = O.
r14(X) :- c(3), functor('Z', N, A), X = N/A.
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
