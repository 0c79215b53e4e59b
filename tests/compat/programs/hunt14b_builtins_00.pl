% hunt14b: ProbLog's builtins: type checks, between, succ, plus, length, findall, all, compare, sort, =.., arg, functor; each goal behind a probabilistic guard (checked with problog)
:- use_module(library(lists)).
0.5::p.
r0(X) :- p, between(1, 3, X).
r1(X) :- p, between(3, 1, X).
r2(X) :- p, between(1, 3, 2), X = yes.
r3(X) :- p, succ(X, 4).
r4(X) :- p, succ(X, 0).
r5(X) :- p, plus(1, 2, X).
r6(X) :- p, plus(X, 2, 5).
r7(X) :- p, length([a, b], X).
r8(X) :- p, length(X, 0).
r9(X) :- p, length([a|T], 3), length(T, X).
r10(X) :- p, is_list([a|_]), X = yes.
r11(X) :- p, is_list([]), X = yes.
r12(X) :- p, is_list(a), X = yes.
r13(X) :- p, ground(f(a)), X = yes.
r14(X) :- p, ground(f(_)), X = yes.
r15(X) :- p, callable(a), X = yes.
r16(X) :- p, callable(f(x)), X = yes.
r17(X) :- p, callable(1), X = yes.
r18(X) :- p, callable("s"), X = yes.
r19(X) :- p, callable([a]), X = yes.
r20(X) :- p, callable([]), X = yes.
r21(X) :- p, atomic("s"), X = yes.
r22(X) :- p, atomic([]), X = yes.
r23(X) :- p, atomic(1.0), X = yes.
r24(X) :- p, atom([]), X = yes.
r25(X) :- p, atom("s"), X = yes.
r26(X) :- p, atom('[]'), X = yes.
r27(X) :- p, compound([a]), X = yes.
r28(X) :- p, compound("s"), X = yes.
r29(X) :- p, simple(_), X = yes.
r30(X) :- p, simple("s"), X = yes.
r31(X) :- p, simple(f(x)), X = yes.
r32(X) :- p, primitive("s"), X = yes.
r33(X) :- p, primitive(a), X = yes.
r34(X) :- p, primitive(_), X = yes.
r35(X) :- p, number(1.0), X = yes.
r36(X) :- p, integer(1.0), X = yes.
r37(X) :- p, float(1), X = yes.
r38(X) :- p, var(_), X = yes.
r39(X) :- p, nonvar(a), X = yes.
r40(X) :- p, once(member(X, [a, b])).
r41(X) :- p, forall(member(Y, [1, 2]), Y > 0), X = yes.
r42(X) :- p, forall(member(Y, [1, 2]), Y > 1), X = yes.
r43(X) :- p, call(member, X, [a, b]).
r44(X) :- p, call(member(X), [a, b]).
r45(X) :- p, call(=(X), 1).
r46(X) :- p, call(plus(1), 2, X).
r47(X) :- p, call(succ, 1, X).
r48(X) :- p, try_call(nonexist), X = yes.
r49(X) :- p, try_call(member(X, [a])).
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
query(r30(_)).
query(r31(_)).
query(r32(_)).
query(r33(_)).
query(r34(_)).
query(r35(_)).
query(r36(_)).
query(r37(_)).
query(r38(_)).
query(r39(_)).
query(r40(_)).
query(r41(_)).
query(r42(_)).
query(r43(_)).
query(r44(_)).
query(r45(_)).
query(r46(_)).
query(r47(_)).
query(r48(_)).
query(r49(_)).
