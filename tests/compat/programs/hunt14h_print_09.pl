% special floats in answers and in write
v(inf, X) :- X is inf.
v(ninf, X) :- X is -inf.
v(big, X) :- X is 1.0e300 * 1.0e300.
v(eps, X) :- X is epsilon.
w :- v(inf, X), writeln(X), v(big, Y), writeln(Y), v(ninf, Z), writeln(Z).
query(v(_, _)).
query(w).
