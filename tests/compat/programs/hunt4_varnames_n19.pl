x(A, B, C) :- A = B, B = C.
query(x(_, _, _)).
y(L) :- x(P, Q, R), L = [P, Q, R, _].
query(y(_)).
