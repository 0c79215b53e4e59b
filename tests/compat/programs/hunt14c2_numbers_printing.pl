% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% numbers in answers: floats, exponents, large integers
0.5::m(1.0e10) ; 0.5::m(0.000001).
0.5::big(12345678901234567890) ; 0.5::big(-0.0).
0.5::f(2.50) ; 0.5::f(3).
g(X) :- f(Y), X is Y * 2.
h(X) :- m(Y), X is Y / 4.
query(m(X)).
query(big(X)).
query(g(X)).
query(h(X)).
