% standard-order and identity comparisons between bound terms
t(1, f(a), f(a)). t(2, f(a), f(b)). t(3, 1, 1.0). t(4, a, "a"). t(6, g(1, 2), g(1)).
rel(N, eq) :- t(N, X, Y), X == Y.
rel(N, neq) :- t(N, X, Y), X \== Y.
rel(N, lt) :- t(N, X, Y), X @< Y.
rel(N, ge) :- t(N, X, Y), X @>= Y.
rel(N, unif) :- t(N, X, Y), X = Y.
rel(N, nunif) :- t(N, X, Y), X \= Y.
query(rel(_, _)).
