% numbervars/3: the copy holds '$Var'(N) from the start number; the term itself stays unbound
n(K) :- numbervars(f(X, Y, X), 3, E), arg(2, E, V), arg(1, V, K).
same :- numbervars(f(X, Y, X), 0, E), arg(1, E, A), arg(3, E, B), A == B.
v :- T = h(A), numbervars(T, 0, _), var(A).
query(n(_)). query(same). query(v).
