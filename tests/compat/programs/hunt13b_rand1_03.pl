% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 1), part 3
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X is acosh(pi).
r1(X) :- c(2), length([[-0, ('aB' * 'it\'s')]], X).
r2(X) :- c(3), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, [])), X).
r3(X) :- c(1), (X = 'é', 'é' \== [1e3, (12345678901234567890 xor 11)] ; X = [1e3, (12345678901234567890 xor 11)]).
r4(X) :- c(2), 1 =.. X.
r5(X) :- c(3), functor('.'(p(['.', 'Z', 'hello world'], abc, '*'), ';', 3), N, A), X = N/A.
r6(X) :- c(1), 0.0 =.. X.
r7(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 4)), X).
r8(X) :- c(3), X is atan(-9, inf).
r9(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, aB)), X).
r10(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, aB)), X).
r11(X) :- c(3), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 'abc')), X).
r12(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, ['f'(2, 10), abc, b|[]])), X).
r13(X) :- c(2), X = 2.
r14(X) :- c(3), (X = - (é), - (é) \== g(12345678901234567890, g(s(fail, ' ', ';'))) ; X = g(12345678901234567890, g(s(fail, ' ', ';')))).
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
