pair(X, Y) :- X = Y.
wrap(f(A, B, C)) :- pair(A, C).
top(L) :- wrap(T), L = [T, _].
query(pair(_, _)).
query(wrap(_)).
query(top(_)).
