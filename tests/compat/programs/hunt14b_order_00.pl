% hunt14b: the standard order over mixed types; each goal behind a probabilistic guard (checked with problog)
:- use_module(library(lists)).
:- use_module(library(apply)).
0.5::p.
r0(X) :- p, sort([c-1, a-2, b-3, a-1], X).
r1(X) :- p, findall(O, (member(A-B, [1-a, a-"a", "a"-f(x), f(x)-[1], [1]-f(x,y), f(x,y)-g(x), 1.0-1, 1-1.0, 2-1.5, 'Z'-a, z-'Z', 'A'-'a', f(b)-g(a), g(a)-f(a,a), h(a)-f(a,b)]), compare(O, A, B)), X).
r2(X) :- p, X = yes, a @< b, 'Z' @< a, 1 @< a, f(a) @> a, "x" @< a.
r3(X) :- p, compare(O, f(a, b), f(b)), X = O.
r4(X) :- p, compare(O, [a], f(a)), X = O.
r5(X) :- p, compare(O, [a], f(a, b)), X = O.
r6(X) :- p, compare(O, [a], '.'(a)), X = O.
r7(X) :- p, compare(O, "abc", abc), X = O.
r8(X) :- p, compare(O, "abc", 1), X = O.
r9(X) :- p, compare(O, [], a), X = O.
r10(X) :- p, compare(O, [], 'Z'), X = O.
r11(X) :- p, compare(O, 1.0, 1), X = O.
r12(X) :- p, compare(O, 1, 1.0), X = O.
r13(X) :- p, compare(O, 2, 1.0), X = O.
r14(X) :- p, compare(O, -0.0, 0), X = O.
r15(X) :- p, compare(O, 0.0, -0.0), X = O.
r16(X) :- p, sort([3, 1.0, 2, 1, 2.0, 3.0], X).
r17(X) :- p, sort(["b", "a", "B", 'b'], X).
r18(X) :- p, sort([f(2), f(1.0), f(1), f(a)], X).
r19(X) :- p, sort([[b], [a, b], [a], []], X).
r20(X) :- p, sort([a-f, a-e, b-a], X).
r21(X) :- p, max_list([3, 1.0, 7, 2], X).
r22(X) :- p, min_list([3, 1.0, 7, 2], X).
r23(X) :- p, sum_list([1, 2.0, 3], X).
r24(X) :- p, sum_list([], X).
r25(X) :- p, max_list([], X).
r26(X) :- p, list_to_set([a, 1, a, 1.0, 1], X).
r27(X) :- p, sort([1, 1.0], X).
r28(X) :- p, sort([1.0, 1], X).
r29(X) :- p, sort([f(X1), f(Y1)], L), length(L, X).
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
query(r26(_)).
query(r27(_)).
query(r28(_)).
query(r29(_)).
