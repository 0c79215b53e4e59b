% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a probabilistic chain of depth 1,000 (each link almost sure), queried at three depths
0.9999::link(I) :- between(1, 1000, I).
ok(0).
ok(N) :- N > 0, link(N), M is N - 1, ok(M).
query(ok(1000)).
query(ok(600)).
query(ok(3)).
