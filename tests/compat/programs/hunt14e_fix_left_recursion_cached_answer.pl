% hunt14e (session 22): answers of a call on a cycle of calls are modifiable OR nodes in ProbLog, not fixed by propagation: path(n4,n1) listed with 0 (before: not listed)
0.3::edge(n1,n2). 0.1::edge(n3,n4). 0.5::edge(n4,n1).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
evidence(edge(n4,n1), false).
evidence(\+ path(n4,n3)).
query(path(n4, _)).
