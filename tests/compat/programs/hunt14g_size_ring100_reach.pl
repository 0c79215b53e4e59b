% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a ring of 60 nodes with chords: reachability over cycles (tabled), one answer per node
0.9::e(I, J) :- between(0, 59, I), J is (I + 1) mod 60.
0.3::e(I, J) :- between(0, 59, I), I mod 10 =:= 0, J is (I + 30) mod 60.
reach(X, Y) :- e(X, Y).
reach(X, Y) :- reach(X, Z), e(Z, Y).
query(reach(0, _)).
