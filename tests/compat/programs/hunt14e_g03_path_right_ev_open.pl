% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% right-recursive reachability, evidence false on one path, several open queries
0.6::edge(a, b). 0.5::edge(b, c). 0.4::edge(c, a). 0.3::edge(b, d). 0.2::edge(d, c).
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
evidence(path(c, d), false).
query(path(a, _)).
query(path(d, _)).
query(\+ path(a, _)).
