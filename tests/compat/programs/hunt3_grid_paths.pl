% probabilistic 3x3 grid, reachability of corners
0.7::open(X, Y) :- between(0, 2, X), between(0, 2, Y).
adj(X, Y, X1, Y) :- X1 is X + 1, X1 =< 2.
adj(X, Y, X, Y1) :- Y1 is Y + 1, Y1 =< 2.
reach(0, 0) :- open(0, 0).
reach(X1, Y1) :- reach(X, Y), adj(X, Y, X1, Y1), open(X1, Y1).
query(reach(2, 2)). query(reach(1, _)).
