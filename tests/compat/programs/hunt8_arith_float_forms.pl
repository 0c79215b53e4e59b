% hunt8: float answers of many magnitudes (1.0e10, 1.0e20, 1.0e-5, 10.0**16), max/min mixing int and float, rounding
0.6::on.
v(1, X) :- on, X is 1.0e10.
v(2, X) :- on, X is 1.0e20.
v(3, X) :- on, X is 1.0e-5.
v(4, X) :- on, X is 10.0 ** 16.
v(5, X) :- on, X is 0.1 + 0.2.
v(6, X) :- on, X is max(1, 1.0).
v(7, X) :- on, X is max(1.0, 1).
v(8, X) :- on, X is min(3, 2.5).
v(9, X) :- on, X is round(-2.5).
v(10, X) :- on, X is truncate(1.0e10).
v(11, X) :- on, X is float_fractional_part(3.75).
v(12, X) :- on, X is -0.0.
v(13, X) :- on, X is sign(-2.5).
v(14, X) :- \+ on, X is integer(2.5).
v(15, X) :- \+ on, X is 123456789.0 * 10.
query(v(_, _)).
