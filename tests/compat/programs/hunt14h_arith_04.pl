% floats in answers: rounding artefacts, exponents, integral floats
val(sum, X) :- X is 0.1 + 0.2.
val(big, X) :- X is 1.0e10.
val(bigger, X) :- X is 1.0e16.
val(third, X) :- X is 1 / 3.
val(ten_div, X) :- X is 10 / 4.
val(exact_div, X) :- X is 10 / 5.
val(small, X) :- X is 1.0e-7.
val(neg_small, X) :- X is -2.5e-5.
val(pi, X) :- X is pi.
val(e, X) :- X is e.
val(sqrt2, X) :- X is sqrt(2).
val(pow_int, X) :- X is 2 ** 10.
val(pow_float, X) :- X is 2.0 ** 10.
val(caret, X) :- X is 2 ^ 62.
val(huge, X) :- X is 3 ^ 50.
val(neg_zero, X) :- X is -0.0 * 1.
val(round_half, X) :- X is round(2.5).
val(trunc, X) :- X is truncate(-3.7).
val(floor, X) :- X is floor(-3.2).
val(ceil, X) :- X is ceiling(3.2).
val(int_part, X) :- X is integer(2.5).
val(float_conv, X) :- X is float(7).
val(fi, X) :- X is float_integer_part(-3.7).
val(ff, X) :- X is float_fractional_part(3.75).
query(val(_, _)).
