% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% cyclic graph, evidence on paths, negated evidence of derived atom
0.5::edge(a,b). 0.5::edge(b,a). 0.6::edge(b,c). 0.7::edge(c,a). 0.4::edge(c,d).
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
evidence(path(a, d)).
evidence(\+ path(d, a)).
query(path(a, _)).
query(edge(_, _)).
query(path(b, b)).
