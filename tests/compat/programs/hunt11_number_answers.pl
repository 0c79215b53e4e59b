% numbers in answers: negative, floats, large integers, exponent floats
0.5::val(a, -3). 0.5::val(b, 2.5). 0.5::val(c, 1000000000000). 0.5::val(d, 1.0e-7). 0.5::val(e, -0.0).
0.5::val(f, 3.0).
twice(K, Y) :- val(K, X), Y is X * 2.
query(val(_, _)).
query(twice(_, _)).
