% hunt14b: operators, priorities, negative numbers and special atoms inside answers; each goal behind a probabilistic guard (checked with problog)
0.5::p.
r0(X) :- p, X = f(-1^2).
r1(X) :- p, X = f(- a^2).
r2(X) :- p, X = f(1 + (- 2)).
r3(X) :- p, X = f(1 * -2).
r4(X) :- p, X = f(1 * (-2)).
r5(X) :- p, X = f(a*(-b)).
r6(X) :- p, X = f(a* -b).
r7(X) :- p, X = f(-(a)*b).
r8(X) :- p, X = f((-a)*b).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
