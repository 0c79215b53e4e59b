% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a chain of 40 nodes with links in both directions (many cycles), right-recursive reachability
0.8::link(I, J) :- between(0, 38, I), J is I + 1.
0.6::link(J, I) :- between(0, 38, I), J is I + 1.
reach(X, Y) :- link(X, Y).
reach(X, Y) :- link(X, Z), reach(Z, Y).
query(reach(0, 39)).
query(reach(39, 0)).
query(reach(20, _)).
