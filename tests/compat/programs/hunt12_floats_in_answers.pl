% hunt12: floats and big integers as arguments of answers (printing and identity as ProbLog's)
0.5::v(1.0e-10). 0.5::v(1.0e22). 0.5::v(123456789012345678901234567890). 0.5::v(-0.0). 0.5::v(3.14159). 0.5::v(1.5e300).
w(X) :- v(Y), X is Y * 2.
query(v(_)).
query(w(_)).
