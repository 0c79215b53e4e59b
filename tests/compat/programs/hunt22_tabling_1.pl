% tabling through cycles: mutual recursion over a cyclic probabilistic graph (odd and even path lengths), as ProbLog tables it
0.6::e(a, b). 0.5::e(b, c). 0.7::e(c, a). 0.4::e(b, a). 0.3::e(c, d).
odd(X, Y) :- e(X, Y).
odd(X, Y) :- e(X, Z), even(Z, Y).
even(X, Y) :- e(X, Z), odd(Z, Y).
query(odd(a, a)).
query(even(a, a)).
query(odd(a, d)).
query(even(b, d)).
