% hunt14b: library(lists): enum_groups, select_uniform/weighted, subset, nth0/nth1, max/min/sum lists; each goal behind a probabilistic guard (checked with problog)
:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::p.
r0(X) :- p, enum_groups([a, b, a, c, b], [1, 2, 3, 4, 5], G, V), X = G-V.
r1(X) :- p, is_set([a, a]), X = yes.
r2(X) :- p, prefix(P, [1, 2]), X = P.
r3(X) :- p, selectchk(b, [a, b, b], R), X = R.
r4(X) :- p, sum_list([1, 2], X).
r5(X) :- p, union([a, b], [b, c], X).
r6(X) :- p, permutation([1, 2, 3], X).
r7(X) :- p, flatten([a, [b, [c, d]], [], e], X).
r8(X) :- p, flatten(a, X).
r9(X) :- p, memberchk(b, [a, b, c]), X = yes.
r10(X) :- p, memberchk(Y, [a, b, c]), X = Y.
r11(X) :- p, append(A, B, [1, 2]), X = A-B.
r12(X) :- p, reverse([], X).
r13(X) :- p, max_list([], X).
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
