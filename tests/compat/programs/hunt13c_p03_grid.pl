% written for this corpus by a find-only hunt (session 21; p03_grid)
0.8::open(X, Y) :- between(0, 4, X), between(0, 4, Y).
step(X, Y, X1, Y) :- X1 is X + 1, X1 =< 4.
step(X, Y, X, Y1) :- Y1 is Y + 1, Y1 =< 4.
reach(0, 0) :- open(0, 0).
reach(X1, Y1) :- reach(X, Y), step(X, Y, X1, Y1), open(X1, Y1).
query(reach(4, 4)).
query(reach(2, 3)).
