% hunt14b: terms built by =.. unify with, evaluate and call as the operator terms; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, G =.. [-, 1, 2], G = 1-2, X = yes.
r1(X) :- p, G =.. [-, 1, 2], G = -(1, 2), X = yes.
r2(X) :- p, G =.. [-, 1, 2], G = '-'(1, 2), X = yes.
r3(X) :- p, G =.. ['-', 1, 2], G = 1-2, X = yes.
r4(X) :- p, G = 1-2, G =.. [F|_], H =.. [F, 1, 2], H = 1-2, X = yes.
r5(X) :- p, G =.. [-, 1, 2], G = A-B, X = A.
r6(X) :- p, G =.. [f, 1, 2], G = f(A, B), X = A.
r7(X) :- p, G =.. [-, 1, 2], G == -(1, 2), X = yes.
r8(X) :- p, G =.. [-, 1, 2], Y is G, X = Y.
r9(X) :- p, G =.. [<, 1, 2], call(G), X = yes.
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
