% paths on a 3x3 grid with blocked cells, bounded length
cell(X, Y) :- between(0, 2, X), between(0, 2, Y).
0.2::blocked(X, Y) :- cell(X, Y), X + Y > 0, X + Y < 4.
adj(X, Y, X1, Y) :- X1 is X + 1, X1 =< 2.
adj(X, Y, X, Y1) :- Y1 is Y + 1, Y1 =< 2.
reach(2, 2, _).
reach(X, Y, D) :- D > 0, D1 is D - 1, adj(X, Y, X1, Y1), \+ blocked(X1, Y1), reach(X1, Y1, D1).
query(reach(0, 0, 4)).
query(reach(1, 1, 2)).
