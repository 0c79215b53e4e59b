% reachability on a 5x5 grid with unreliable right/down links
cell(X, Y) :- between(0, 4, X), between(0, 4, Y).
0.7::right(X, Y) :- cell(X, Y), X < 4.
0.7::down(X, Y) :- cell(X, Y), Y < 4.
reach(0, 0).
reach(X, Y) :- X > 0, X1 is X - 1, reach(X1, Y), right(X1, Y).
reach(X, Y) :- Y > 0, Y1 is Y - 1, reach(X, Y1), down(X, Y1).
query(reach(4, 4)).
query(reach(2, 3)).
