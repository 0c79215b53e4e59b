% symbolic differentiation of a random polynomial
d(X, X, 1) :- atom(X).
d(C, _, 0) :- number(C).
d(U+V, X, DU+DV) :- d(U, X, DU), d(V, X, DV).
d(U*V, X, DU*V+U*DV) :- d(U, X, DU), d(V, X, DV).
0.5::term(x*x) ; 0.5::term(3*x).
0.4::const(1) ; 0.6::const(0).
poly(T+C) :- term(T), const(C).
deriv(D) :- poly(P), d(P, x, D).
query(deriv(_)).
