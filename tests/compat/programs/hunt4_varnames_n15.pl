deep(0, X, X).
deep(N, X, f(Y)) :- N > 0, M is N - 1, deep(M, X, Y).
query(deep(3, _, _)).
w(R) :- deep(2, Z, R), Z = z(_).
query(w(_)).
