% hunt14b: library(string): concat, join, str2lst, lst2str, str2int; each goal behind a probabilistic guard (checked with problog)
:- use_module(library(string)).
:- use_module(library(lists)).
0.5::p.
r0(X) :- p, concat([a, b, c], X).
r1(X) :- p, concat([a, 1, 2.5], X).
r2(X) :- p, concat([], X).
r3(X) :- p, concat(["ab", cd], X).
r4(X) :- p, concat([f(x), a], X).
r5(X) :- p, concat(['Hello', ' ', world], X).
r6(X) :- p, join(',', [a, b, c], X).
r7(X) :- p, join('', [a, b], X).
r8(X) :- p, join(", ", [a, b], X).
r9(X) :- p, join(-, [1, 2, 3], X).
r10(X) :- p, join(',', [], X).
r11(X) :- p, join(',', [a], X).
r12(X) :- p, str2lst(abc, X).
r13(X) :- p, str2lst("abc", X).
r14(X) :- p, lst2str([a, b, c], X).
r15(X) :- p, lst2str([h, e, l, l, o], X).
r16(X) :- p, lst2str([], X).
r17(X) :- p, str2int("17", X).
r18(X) :- p, concat([a, b], abc), X = yes.
r19(X) :- p, join(',', [a, b], 'a,b'), X = yes.
r20(X) :- p, str2lst(ab, [a, b]), X = yes.
r21(X) :- p, lst2str([a, 'B', "c", 1], X).
r22(X) :- p, concat(['a b', c], X).
r23(X) :- p, concat([[a], b], X).
r24(X) :- p, concat([a-b, c], X).
r25(X) :- p, join(' and ', [x, y, z], X).
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
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
query(r20(_)).
query(r21(_)).
query(r22(_)).
query(r23(_)).
query(r24(_)).
query(r25(_)).
