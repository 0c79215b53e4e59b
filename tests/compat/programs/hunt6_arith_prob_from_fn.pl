% hunt6 (ProbLog compatibility, 6th hunt): arith prob from fn
P::a :- P is max(0.2, min(0.9, 1.5)).
P::b :- P is exp(-1).
P::c :- P is abs(-0.25) + sign(1) * 0.1.
P::d(N) :- between(1, 4, N), P is 1 / 2 ** N.
query(a). query(b). query(c). query(d(_)).
