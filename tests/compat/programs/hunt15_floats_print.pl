% floats of many magnitudes as answer arguments, literal and computed
v(1.0e10). v(1.0e-5). v(1.5e300). v(-0.0). v(123456789.123). v(0.1). v(1.0e15). v(1.0e16). v(12345678901234567.0). v(100000000000000000000). v(-5). v(0.000123). v(3.0e-4).
w(X) :- X is 10.0 ** 15. w(X) :- X is 10.0 ** 16. w(X) :- X is 2 ** 64. w(X) :- X is 1 / 3. w(X) :- X is 2 / 3. w(X) :- X is 1.0e-4 * 1. w(X) :- X is 1.0e-5 * 1. w(X) :- X is -1 / 7. w(X) :- X is 123456.789e3.
0.5::p(X) :- v(X).
0.5::q(X) :- w(X).
query(p(_)). query(q(_)).
