% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a chain of 500 steps, each of which may break; recursion depth 500
0.999::step(I) :- between(1, 500, I).
reach(0).
reach(N) :- N > 0, M is N - 1, reach(M), step(N).
query(reach(500)).
query(reach(250)).
query(reach(1)).
