% written for this corpus by a find-only hunt (session 21; b09_numbers)
0.000001::rare.
1.0e-5::rare2.
0.12345678901234::precise.
big(X) :- X is 2 ** 70.
bigf(X) :- X is 2.0 ** 70.
small(X) :- X is 1.0e-20 * 3.
neg(X) :- X is -3 - 4.
div(X) :- X is 7 / 2.
idiv(X) :- X is 7 // 2.
fl(X) :- X is 10 / 5.
flo(X) :- X is float(3).
p(X) :- X is pi.
e1(X) :- X is e.
sq(X) :- X is sqrt(16).
query(rare). query(rare2). query(precise).
query(big(_)). query(bigf(_)). query(small(_)). query(neg(_)). query(div(_)).
query(idiv(_)). query(fl(_)). query(flo(_)). query(p(_)). query(e1(_)). query(sq(_)).
