% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 1), part 0
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), compare(O, '=='(0.1), "a b"), X = O.
r1(X) :- c(2), (X = [',', 'a b'], [',', 'a b'] \== "a" ; X = "a").
r2(X) :- c(3), X = [100].
r3(X) :- c(1), X = log10(19), Y is X.
r4(X) :- c(2), compare(O, -10, 5), X = O.
r5(X) :- c(3), functor('A'(["a", 10, 12|[]], (aB + 'a b')), N, A), X = N/A.
r6(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, ([b, 10.0, '-'('abc')] /\ 2))), X).
r7(X) :- c(2), sort(['=='('=<', '\n', -16), [], 'A'("", '9'), '+', abc, \(4)], X).
r8(X) :- c(3), functor('*', N, A), X = N/A.
r9(X) :- c(1), functor(\(1), N, A), X = N/A.
r10(X) :- c(2), compare(O, V3, (\+(';') ; h(0.5, ['=<', 'hello world'], V2))), X = O.
r11(X) :- c(3), 'it\'s' =.. X.
r12(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 20)), X).
r13(X) :- c(2), functor('A'(1, V1, -7), N, A), X = N/A.
r14(X) :- c(3), sort(['$a', -2.5, '{}'(('!' @< '.'('10', ' ')), '.'(4), '-'(('hello world' rem '\n'), '[]'('aB', abc))), '-'((('é' xor 'aB') * ('!' is ';')), ','), ','], X).
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
