% hunt6 (ProbLog compatibility, 6th hunt): arith funcs2
r(pow1, X) :- X is 2 ** 3.
r(pow2, X) :- X is 2 ^ 3.
r(pow3, X) :- X is 2.0 ** 3.
r(pow4, X) :- X is 2 ** (-1).
r(pow5, X) :- X is 2 ** 3.0.
r(shl, X) :- X is 1 << 10.
r(shr, X) :- X is 1024 >> 3.
r(band, X) :- X is 12 /\ 10.
r(bor, X) :- X is 12 \/ 10.
r(bneg, X) :- X is \ 5.
r(xor, X) :- X is xor(12, 10).
r(div, X) :- X is 7 / 2.
r(div2, X) :- X is 8 / 2.
q(K,V) :- r(K,V).
query(q(_,_)).
