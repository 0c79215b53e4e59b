% hunt10: arithmetic functions ProbLog's engine evaluates
0.5::go.
r(abs, X) :- go, X is abs(-3).
r(sign, X) :- go, X is sign(-2.5).
r(min, X) :- go, X is min(3, 2.0).
r(max, X) :- go, X is max(3, 3.0).
r(pow, X) :- go, X is 2 ** 10.
r(powf, X) :- go, X is 2 ** (-1).
r(caret, X) :- go, X is 2 ^ 3.
r(idiv, X) :- go, X is -7 // 2.
r(mod, X) :- go, X is -7 mod 2.
r(rem, X) :- go, X is -7 rem 2.
r(trunc, X) :- go, X is truncate(3.7).
r(round, X) :- go, X is round(2.5).
r(ceil, X) :- go, X is ceiling(2.1).
r(floor, X) :- go, X is floor(-2.1).
r(sqrt, X) :- go, X is sqrt(16).
r(exp, X) :- go, X is exp(0).
r(log, X) :- go, X is log(1).
r(atan2, X) :- go, X is atan2(1, 1).
r(shift, X) :- go, X is 1 << 4.
r(shr, X) :- go, X is 256 >> 3.
r(band, X) :- go, X is 12 /\ 10.
r(bor, X) :- go, X is 12 \/ 10.
r(xor, X) :- go, X is xor(12, 10).
r(neg, X) :- go, X is \(5).
r(div, X) :- go, X is 7 / 2.
r(divi, X) :- go, X is 8 / 2.
r(float, X) :- go, X is float(3).
r(fip, X) :- go, X is float_integer_part(3.7).
r(ffp, X) :- go, X is float_fractional_part(-3.5).
r(intg, X) :- go, X is integer(2.5).
r(pi, X) :- go, X is pi.
r(e, X) :- go, X is e.
query(r(_, _)).
