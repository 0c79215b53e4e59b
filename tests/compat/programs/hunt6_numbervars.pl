% hunt6 (ProbLog compatibility, 6th hunt): numbervars
n(T) :- T = f(X, Y, X), numbervars(T, 0, _).
m(E) :- numbervars(g(_, _), 3, E).
query(n(_)). query(m(_)).
