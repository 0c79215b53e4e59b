% connectivity on a 4x4 grid with probabilistic edges to the right and down
n(0). n(1). n(2). n(3).
0.6::r(X, Y) :- n(X), n(Y), X < 3.
0.6::d(X, Y) :- n(X), n(Y), Y < 3.
e(p(X, Y), p(X1, Y)) :- r(X, Y), X1 is X + 1.
e(p(X, Y), p(X, Y1)) :- d(X, Y), Y1 is Y + 1.
e(A, B) :- e0(B, A).
e0(p(X, Y), p(X1, Y)) :- r(X, Y), X1 is X + 1.
e0(p(X, Y), p(X, Y1)) :- d(X, Y), Y1 is Y + 1.
path(A, A).
path(A, B) :- e(A, C), path(C, B).
query(path(p(0, 0), p(3, 3))).
query(path(p(0, 0), p(2, 1))).
