% trigonometric, logarithmic and exponential functions in answers
f(sin, X) :- X is sin(pi / 6).
f(cos, X) :- X is cos(0).
f(tan, X) :- X is tan(pi / 4).
f(atan2, X) :- X is atan2(1, 1).
f(atan, X) :- X is atan(1).
f(asin, X) :- X is asin(1).
f(log, X) :- X is log(e).
f(exp, X) :- X is exp(1).
f(sqrt, X) :- X is sqrt(16).
f(pow, X) :- X is 9 ** 0.5.
f(xor, X) :- X is xor(12, 10).
f(bitnot, X) :- X is \ 5.
f(and, X) :- X is 12 /\ 10.
f(shr, X) :- X is -16 >> 2.
query(f(_, _)).
