% hunt13b: generated goals over standard order, univ, functor, arithmetic (seed 2), part 0
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), X = 'z'.
r1(X) :- c(2), X is 1.0e10.
r2(X) :- c(3), findall(T, (member(T, [atom, number, integer, float, atomic, compound, var, nonvar, callable, is_list, ground, simple, primitive]), call(T, V3)), X).
r3(X) :- c(1), (0 - 'z') =.. X.
r4(X) :- c(2), sort([1, [], -5, zz], X).
r5(X) :- c(3), X = 12345678901234567890.
r6(X) :- c(1), findall(s('é', ["abc"], (1 + V1)), s('é', ["abc"], (1 + V1)) = "1", X).
r7(X) :- c(2), compare(O, (9007199254740993 ** '{}'(-('abc'), [], "abc")), V1), X = O.
r8(X) :- c(3), ' ' =.. X.
r9(X) :- c(1), Y is -1, Z is 1, findall(R, (Y < Z, R = lt ; Y =:= Z, R = eq ; Y > Z, R = gt), X).
r10(X) :- c(2), sort(['!', "a b", '*'], X).
r11(X) :- c(3), (X = ';', ';' \== fail ; X = fail).
r12(X) :- c(1), X is 1.
r13(X) :- c(2), compare(O, ([] * '1'), 5), X = O.
r14(X) :- c(3), X is 100.0.
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
