% various: arithmetic functions and comparisons, integer division, mod, rem, min, max, abs, sign, powers
v(1, X) :- X is 7 // 2.
v(2, X) :- X is -7 // 2.
v(3, X) :- X is -7 mod 2.
v(4, X) :- X is -7 rem 2.
v(5, X) :- X is max(3, 4.0).
v(6, X) :- X is min(2, 2.0).
v(7, X) :- X is abs(-3) + sign(-2.5).
v(8, X) :- X is 2 ** 10.
v(9, X) :- X is 2 ^ 10.
v(10, X) :- X is 2.0 ** 3.
v(11, X) :- X is sqrt(16) + exp(0) + log(1).
v(12, X) :- X is 17 / 4.
v(13, X) :- X is 16 / 4.
v(14, X) :- X is truncate(3.7) + round(2.5) + ceiling(1.1) + floor(-1.1).
v(15, X) :- X is 5 xor 3 + (5 /\ 3) + (5 \/ 3) + (1 << 4) + (64 >> 2).
v(16, X) :- X is integer(2.5) + float_integer_part(3.5) + float_fractional_part(1.25).
v(17, X) :- X is atan2(1, 1) * 4.
v(18, X) :- X is cos(0) + sin(0) + tan(0).
query(v(_, _)).
