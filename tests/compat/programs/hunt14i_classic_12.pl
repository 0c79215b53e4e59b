% symbolic differentiation
d(X, X, 1).
d(C, X, 0) :- atomic(C), C \== X.
d(U+V, X, DU+DV) :- d(U, X, DU), d(V, X, DV).
d(U-V, X, DU-DV) :- d(U, X, DU), d(V, X, DV).
d(U*V, X, DU*V+U*DV) :- d(U, X, DU), d(V, X, DV).
d(U^N, X, N*(U^N1)*DU) :- integer(N), N1 is N - 1, d(U, X, DU).
query(d(x*x + 3*x, x, _)).
query(d(x^3, x, _)).
