% size: a grid network of 6x6 nodes with independent link failures, two-terminal reliability
node(X, Y) :- between(1, 6, X), between(1, 6, Y).
0.9::link(X, Y, X1, Y) :- node(X, Y), X < 6, X1 is X + 1.
0.9::link(X, Y, X, Y1) :- node(X, Y), Y < 6, Y1 is Y + 1.
conn(X, Y, X, Y).
conn(X, Y, A, B) :- link(X, Y, X1, Y1), conn(X1, Y1, A, B).
query(conn(1, 1, 3, 3)).
query(conn(1, 1, 2, 4)).
