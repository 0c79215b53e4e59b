% arithmetic functions and how floats print
v(pow, X) :- X is 2 ** 10.
v(pow_f, X) :- X is 2.0 ** 3.
v(caret, X) :- X is 3 ^ 4.
v(intdiv, X) :- X is 17 // 5.
v(neg_intdiv, X) :- X is -17 // 5.
v(mod, X) :- X is -17 mod 5.
v(rem, X) :- X is 17 rem 5.
v(min, X) :- X is min(3, 2.5).
v(max, X) :- X is max(3, 7).
v(abs, X) :- X is abs(-4).
v(sign, X) :- X is sign(-2.5).
v(sqrt, X) :- X is sqrt(16).
v(sin, X) :- X is sin(pi / 2).
v(atan2, X) :- X is atan2(1, 1).
v(trunc, X) :- X is truncate(3.7).
v(round, X) :- X is round(2.5).
v(ceil, X) :- X is ceiling(2.1).
v(floor, X) :- X is floor(-2.1).
v(div, X) :- X is 7 / 2.
v(divexact, X) :- X is 8 / 2.
v(exp, X) :- X is exp(1).
v(log, X) :- X is log(100).
v(shift, X) :- X is 1 << 5.
v(band, X) :- X is 12 /\ 10.
v(bor, X) :- X is 12 \/ 3.
v(big, X) :- X is 2 ** 70.
v(tiny, X) :- X is 1.0e-10 * 3.
v(third, X) :- X is 1 / 3.
v(fpart, X) :- X is float_fractional_part(3.25).
v(ipart, X) :- X is float_integer_part(3.25).
v(int, X) :- X is integer(2.6).
v(flt, X) :- X is float(7).
query(v(_, _)).
