% floats printed in answers: exponent forms, large and small
n(1, X) :- X is 1.0e-10.
n(2, X) :- X is 1.0e20.
n(3, X) :- X is 1.5e300 * 10.
n(4, X) :- X is 10.0 ** 16.
n(5, X) :- X is 10.0 ** 15.
n(6, X) :- X is 1.0 / 3.
n(7, X) :- X is 2 ** 100.
n(8, X) :- X is -(0.0).
n(9, X) :- X is 0.1 + 0.2.
n(10, X) :- X is 123456789.0 * 1000000000.
n(11, X) :- X is 1.0e-5.
n(12, X) :- X is 0.0001.
query(n(_, _)).
