% hunt17: a mutant (agreeing with ProbLog) of hunt3_arith_funcs.pl: dup-clause 31; reorder-clauses
f(exp, X) :- X is exp(1).
f(ceiling, X) :- X is ceiling(2.1).
f(tan, X) :- X is tan(0.5).
f(float_big, X) :- X is 1.0e300 * 10.
f(asin, X) :- X is asin(1).
f(min_mixed, X) :- X is min(1, 1.0).
f(float_big, X) :- X is 1.0e300 * 10.
f(fip, X) :- X is float_integer_part(3.7).
f(abs_f, X) :- X is abs(-2.5).
f(rem_neg, X) :- X is -7 rem 2.
f(sum_f, X) :- X is 0.1 + 0.7.
f(atan, X) :- X is atan(1, 2).
f(tiny, X) :- X is 1.0e-10 * 1.0e-10.
f(pow_f, X) :- X is 2 ** 0.5.
f(float, X) :- X is float(7).
f(floor, X) :- X is floor(-2.1).
f(round_neg, X) :- X is round(-2.5).
f(ffp, X) :- X is float_fractional_part(-3.5).
f(sqrt2, X) :- X is sqrt(2).
f(intdiv_neg, X) :- X is -7 // 2.
f(sin, X) :- X is sin(pi / 2).
f(log, X) :- X is log(100).
f(pow_big, X) :- X is 2 ** 100.
f(plus1, X) :- X is +(3).
f(neg, X) :- X is -(3).
f(max_mixed, X) :- X is max(2, 2.0).
f(round, X) :- X is round(2.5).
f(cos, X) :- X is cos(0).
f(mod_neg, X) :- X is 7 mod -2.
f(third, X) :- X is 10 / 3.
f(caret_big, X) :- X is 3 ^ 40.
f(atan2, X) :- X is atan2(1, 1).
f(integer, X) :- X is integer(2.5).
f(big_mul, X) :- X is 123456789 * 987654321.
f(div_int, X) :- X is 7 / 7.
query(f(_, _)).
