% non-ground certain answers queried in several forms: the printed variable names
p(X, a).
p(b, Y).
p(Z, Z).
q(f(X, Y), g(Y)).
query(p(X, a)). query(p(a, Y)). query(p(X, Y)). query(q(A, B)). query(q(f(1, _), B)).
