% number formatting: floats, integers, negative numbers, exponent, results of is/2
v(1, X) :- X is 10/4.
v(2, X) :- X is 10//4.
v(3, X) :- X is 2**10.
v(4, X) :- X is 2^10.
v(5, X) :- X is -7 mod 3.
v(6, X) :- X is 1.0e10 * 3.
v(7, X) :- X is 1/3.
v(8, X) :- X is sqrt(2).
v(9, X) :- X is max(3, 2.5).
v(10, X) :- X is truncate(-2.7).
v(11, X) :- X is 1.0e-5 * 2.
v(12, X) :- X is 123456789 * 1000.
0.5::w(N, X) :- v(N, X).
query(w(_, _)).
