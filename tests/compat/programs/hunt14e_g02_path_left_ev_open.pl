% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% left-recursive reachability with evidence on an edge and on an unreachable pair
0.6::edge(a, b). 0.5::edge(b, c). 0.4::edge(c, a). 0.3::edge(b, d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
evidence(edge(b, c), false).
evidence(path(d, a), false).
query(path(a, _)).
query(path(_, a)).
query(path(b, _)).
