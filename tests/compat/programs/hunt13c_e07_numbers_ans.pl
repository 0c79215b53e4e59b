% written for this corpus by a find-only hunt (session 21; e07_numbers_ans)
0.5::a(1). 0.5::a(2).
v(X) :- a(1), X is 1/3.
v(X) :- a(2), X is 2 ** 0.5.
v(X) :- X is 10 ** 15.
v(X) :- X is 10.0 ** 15.
v(X) :- X is 10.0 ** 16.
v(X) :- X is 1.0e-5.
v(X) :- X is 0.0001.
v(X) :- X is 123456789.0 * 10.
v(X) :- X is -(2 ** 63).
v(X) :- X is 7 // -2.
v(X) :- X is -7 mod 3.
v(X) :- X is -7 rem 3.
v(X) :- X is truncate(-2.5).
v(X) :- X is round(2.5).
v(X) :- X is round(-2.5).
v(X) :- X is ceiling(2.1).
v(X) :- X is floor(-2.1).
v(X) :- X is abs(-3).
v(X) :- X is sign(-3.0).
v(X) :- X is min(2, 3.0).
v(X) :- X is max(2, 2.0).
v(X) :- X is 5 / 2.
v(X) :- X is 4 / 2.
v(X) :- X is 2 ** 3.
v(X) :- X is 2 ^ 3.
v(X) :- X is 2.0 ** 3.
v(X) :- X is 9 ** 0.5.
v(X) :- X is exp(1).
v(X) :- X is log(100) / log(10).
v(X) :- X is atan2(1, 1).
v(X) :- X is 1 << 10.
v(X) :- X is 255 /\ 15.
v(X) :- X is 8 \/ 1.
v(X) :- X is xor(5, 3).
v(X) :- X is \ 5.
v(X) :- X is integer(2.5).
v(X) :- X is float_integer_part(3.7).
v(X) :- X is float_fractional_part(3.75).
v(X) :- X is 0.1 + 0.2.
v(X) :- X is 1.0 * 100.
v(X) :- X is 3.0e300 * 10.
v(X) :- X is -0.0 * 1.
query(v(_)).
