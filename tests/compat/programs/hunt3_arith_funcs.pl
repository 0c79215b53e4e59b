f(round, X) :- X is round(2.5).
f(round_neg, X) :- X is round(-2.5).
f(ceiling, X) :- X is ceiling(2.1).
f(floor, X) :- X is floor(-2.1).
f(integer, X) :- X is integer(2.5).
f(float, X) :- X is float(7).
f(fip, X) :- X is float_integer_part(3.7).
f(ffp, X) :- X is float_fractional_part(-3.5).
f(log, X) :- X is log(100).
f(exp, X) :- X is exp(1).
f(atan2, X) :- X is atan2(1, 1).
f(atan, X) :- X is atan(1, 2).
f(sin, X) :- X is sin(pi / 2).
f(cos, X) :- X is cos(0).
f(tan, X) :- X is tan(0.5).
f(asin, X) :- X is asin(1).
f(pow_big, X) :- X is 2 ** 100.
f(pow_f, X) :- X is 2 ** 0.5.
f(caret_big, X) :- X is 3 ^ 40.
f(div_int, X) :- X is 7 / 7.
f(intdiv_neg, X) :- X is -7 // 2.
f(mod_neg, X) :- X is 7 mod -2.
f(rem_neg, X) :- X is -7 rem 2.
f(max_mixed, X) :- X is max(2, 2.0).
f(min_mixed, X) :- X is min(1, 1.0).
f(abs_f, X) :- X is abs(-2.5).
f(neg, X) :- X is -(3).
f(plus1, X) :- X is +(3).
f(sqrt2, X) :- X is sqrt(2).
f(big_mul, X) :- X is 123456789 * 987654321.
f(float_big, X) :- X is 1.0e300 * 10.
f(tiny, X) :- X is 1.0e-10 * 1.0e-10.
f(sum_f, X) :- X is 0.1 + 0.7.
f(third, X) :- X is 10 / 3.
query(f(_, _)).
