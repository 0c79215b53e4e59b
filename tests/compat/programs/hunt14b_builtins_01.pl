% hunt14b: ProbLog's builtins: type checks, between, succ, plus, length, findall, all, compare, sort, =.., arg, functor; each goal behind a probabilistic guard (checked with problog)
:- use_module(library(lists)).
0.5::p.
r0(X) :- p, not(member(c, [a, b])), X = yes.
r1(X) :- p, \+ member(a, [a, b]), X = yes.
r2(X) :- p, all(Y, member(Y, [b, a, b]), X).
r3(X) :- p, all(Y, member(Y, []), X).
r4(X) :- p, all_or_none(Y, member(Y, []), X).
r5(X) :- p, all_or_none(Y, member(Y, [c, a]), X).
r6(X) :- p, findall(Y-Z, (member(Y, [1, 2]), member(Z, [a])), X).
r7(X) :- p, findall(Y, member(Y, []), X).
r8(X) :- p, findall(Y, fail, X).
r9(X) :- p, findall(Y, member(Y, [1, 2]), [A, B]), X = A/B.
r10(X) :- p, findall(Y, member(Y, [1, 2]), [1]), X = no.
r11(X) :- p, subsumes_term(f(_), f(a)), X = yes.
r12(X) :- p, subsumes_term(f(a), f(_)), X = yes.
r13(X) :- p, subsumes_chk(f(_), f(a)), X = yes.
r14(X) :- p, compare(X, 1, 1).
r15(X) :- p, compare(X, a, 1).
r16(X) :- p, sort([c, a, b, a], X).
r17(X) :- p, sort([], X).
r18(X) :- p, cmd_args(X).
r19(X) :- p, X = f(Y), Y = 1.
r20(X) :- p, atom_number(abc, X).
r21(X) :- p, atom_number('12 ', X).
r22(X) :- p, arg(2, f(a, b), X).
r23(X) :- p, arg(0, f(a), X).
r24(X) :- p, arg(3, f(a), X).
r25(X) :- p, arg(1, [a], X).
r26(X) :- p, functor(f(a, b), N, A), X = N/A.
r27(X) :- p, f(a, b) =.. X.
r28(X) :- p, X =.. [f, a].
r29(X) :- p, X =.. [f].
r30(X) :- p, X =.. [1].
r31(X) :- p, X =.. ["s"].
r32(X) :- p, "abc" =.. X.
r33(X) :- p, X = yes, f(A) \= f(a).
r34(X) :- p, X = yes, a \== b.
r35(X) :- p, X = yes, f(A) == f(A).
r36(X) :- p, X = yes, f(A) == f(B).
r37(X) :- p, X = yes, 1 =:= 1.0.
r38(X) :- p, X = yes, 1 == 1.0.
r39(X) :- p, X = yes, a @< b.
r40(X) :- p, X = yes, "a" @< a.
r41(X) :- p, X = yes, f(a) @< a.
r42(X) :- p, call(true), X = 1.
r43(X) :- p, call(fail), X = 1.
r44(X) :- p, X = 1, nocache(foo, 1).
r45(X) :- p, possible(member(X, [a, b])).
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
