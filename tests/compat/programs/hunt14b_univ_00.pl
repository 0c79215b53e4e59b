% hunt14b: terms built by =.. (printed in canonical form, as ProbLog) and functor/3 on them; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, G =.. [<, 1, 2], X = G.
r1(X) :- p, G =.. [-, 1, 2], X = G.
r2(X) :- p, G =.. [-, 1], X = G.
r3(X) :- p, G =.. [-, a], X = G.
r4(X) :- p, G =.. [+, a, b], X = f(G).
r5(X) :- p, G =.. [*, 1, 2], X = [G].
r6(X) :- p, G =.. [=, a, b], X = G.
r7(X) :- p, G =.. [is, a, b], X = G.
r8(X) :- p, G =.. [mod, a, b], X = G.
r9(X) :- p, G =.. [:, a, b], X = G.
r10(X) :- p, G =.. [^, a, b], X = G.
r11(X) :- p, G =.. [\, a], X = G.
r12(X) :- p, G =.. [',', a, b], X = G.
r13(X) :- p, G =.. [;, a, b], X = G.
r14(X) :- p, G =.. [->, a, b], X = G.
r15(X) :- p, G =.. ['\+', a], X = G.
r16(X) :- p, G =.. ['-', 1, 2], X = G.
r17(X) :- p, G =.. [f, 1, 2], X = G.
r18(X) :- p, G =.. [-, 1, 2], functor(G, N, A), X = N.
r19(X) :- p, G =.. [-, 1, 2], G =.. [N|_], X = N.
r20(X) :- p, G =.. [-, 1, 2], findall(O, compare(O, G, a), X).
r21(X) :- p, G =.. [-, 1, 2], H = f(G), X = H.
r22(X) :- p, G =.. [-, 1, 2], Y is G, X = Y.
r23(X) :- p, G =.. [-, 1, 2], X = G - 3.
r24(X) :- p, G =.. [-, 1, 2], X = 3 - G.
r25(X) :- p, G =.. [-, a], X = 1 - G.
r26(X) :- p, G =.. [-, 1], X = 1 - G.
r27(X) :- p, G =.. [-, -1], X = G.
r28(X) :- p, G =.. [<, 1, 2], call(G), X = yes.
r29(X) :- p, G =.. [-, 1, 2], G = A - B, X = A/B.
r30(X) :- p, G =.. [xor, 1, 2], X = G.
r31(X) :- p, G =.. [rem, 1, 2], X = G.
r32(X) :- p, G =.. [>=, 1, 2], X = G.
r33(X) :- p, G =.. [-, 1, 2], X = [G, G].
r34(X) :- p, G =.. [+, 1, 2], Y =.. [*, G, 3], X = Y.
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
