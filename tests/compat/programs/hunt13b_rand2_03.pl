% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 2), part 3
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), compare(O, [[3, (b xor 'abc'), []], 12345678901234567890], '9'), X = O.
r1(X) :- c(2), compare(O, 3, '{}'("A", '*')), X = O.
r2(X) :- c(3), X = '+'('=<').
r3(X) :- c(1), compare(O, 5, [f(-16), (';' - \('1'))]), X = O.
r4(X) :- c(2), compare(O, 1, - ('.'('=<'))), X = O.
r5(X) :- c(3), X = a.
r6(X) :- c(1), X is min(atan(4, (float_integer_part(2.0) * 2)), round(-12)).
r7(X) :- c(2), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, (0 @< 3.14))), X).
r8(X) :- c(3), 'A'(-(""), -4, +(-2.5)) =.. X.
r9(X) :- c(1), X = 4.
r10(X) :- c(2), Y is 12345678901234567890, Z is float_fractional_part(-1), findall(R, (Y < Z, R = lt ; Y =:= Z, R = eq ; Y > Z, R = gt), X).
r11(X) :- c(3), findall(R, ('*' @< ([] xor g(f('\n'))), R = lt ; '*' == ([] xor g(f('\n'))), R = eq ; '*' @> ([] xor g(f('\n'))), R = gt), X).
r12(X) :- c(1), functor('=<', N, A), X = N/A.
r13(X) :- c(2), findall(V2, V2 = 'hello world'(- (0.5), g('=<', ('!' /\ abc), "")), X).
r14(X) :- c(3), findall(R, ('z' @< V2, R = lt ; 'z' == V2, R = eq ; 'z' @> V2, R = gt), X).
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
