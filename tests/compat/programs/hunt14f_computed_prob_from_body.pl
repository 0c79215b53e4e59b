% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Learned-looking weights given as data: P::rule :- weight(...) with P computed in the body
weight(e1, 3). weight(e2, 1). total(4).
P::edge(a, b) :- weight(e1, W), total(T), P is W / T.
P::edge(b, c) :- weight(e2, W), total(T), P is W / T.
P::edge(a, c) :- P = 0.1.
path(X, Y) :- edge(X, Y).
path(X, Y) :- edge(X, Z), path(Z, Y).
query(path(a, c)).
query(edge(_, _)).
