% float exponents
f(a, 1.0e-3).
f(b, 1.5E10).
f(c, 2.0e+2).
g(X) :- f(a, A), f(c, C), X is A * C.
query(f(_, _)).
query(g(_)).
