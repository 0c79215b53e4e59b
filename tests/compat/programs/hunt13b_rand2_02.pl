% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 2), part 2
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), compare(O, 2, +('.')), X = O.
r1(X) :- c(2), 'abc' =.. X.
r2(X) :- c(3), X = '{}'.
r3(X) :- c(1), ['hello world'('-'('a b', abc, '*'), '-', 2)|[]] =.. X.
r4(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, é)), X).
r5(X) :- c(3), 15 =.. X.
r6(X) :- c(1), X = 100, Y is X.
r7(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, 2)), X).
r8(X) :- c(3), compare(O, '$a', [('.' /\ ('10' mod '=<')), '_x', '{}'(V2, '.'('\n'))|[]]), X = O.
r9(X) :- c(1), findall(R, ('!' @< 9.0, R = lt ; '!' == 9.0, R = eq ; '!' @> 9.0, R = gt), X).
r10(X) :- c(2), functor('=<', N, A), X = N/A.
r11(X) :- c(3), sort([abc, '=='('.'('f'(zz, é))), "1", [], g([['1', abc], 0], ('.'('', '+', zz) * 'Z'), 'A'((fail - '=<'))), 0], X).
r12(X) :- c(1), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, (p(1.0, ('+' = 'aB'), 'A'('-', é)) -> [[], ('' xor b)]))), X).
r13(X) :- c(2), findall(R, ('\n' @< ['!', '+'(+('z')), (-9 is 100.0)|[]], R = lt ; '\n' == ['!', '+'(+('z')), (-9 is 100.0)|[]], R = eq ; '\n' @> ['!', '+'(+('z')), (-9 is 100.0)|[]], R = gt), X).
r14(X) :- c(3), functor((('=='(a, zz) ^ []) rem 'z'), N, A), X = N/A.
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
