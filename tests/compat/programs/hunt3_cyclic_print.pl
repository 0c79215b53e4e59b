% reachability through a cycle, answers print node pairs as terms
0.5::link(n(1), n(2)). 0.5::link(n(2), n(3)). 0.5::link(n(3), n(1)). 0.5::link(n(3), n(4)).
reach(X, Y) :- link(X, Y).
reach(X, Y) :- link(X, Z), reach(Z, Y).
query(reach(n(1), _)).
query(reach(_, n(1))).
