% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a 12x12 grid where each cell may be blocked; reachability moving only right or down (a DAG, 144 answers)
0.1::blocked(X, Y) :- between(1, 12, X), between(1, 12, Y), (X + Y) mod 5 =:= 0.
free(X, Y) :- \+ blocked(X, Y).
reach(1, 1).
reach(X, Y) :- between(1, 12, X), between(1, 12, Y), X > 1, X1 is X - 1, reach(X1, Y), free(X, Y).
reach(X, Y) :- between(1, 12, X), between(1, 12, Y), Y > 1, Y1 is Y - 1, reach(X, Y1), free(X, Y).
query(reach(6, 6)).
query(reach(12, 3)).
