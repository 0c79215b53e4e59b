% non-ground queries with many answers from facts and rules
0.1::conn(X, Y) :- between(1, 4, X), between(1, 4, Y), X \== Y.
near(X, Y) :- conn(X, Y), Y =:= X + 1.
near(X, Y) :- conn(X, Y), Y =:= X - 1.
query(conn(1, _)).
query(near(_, _)).
