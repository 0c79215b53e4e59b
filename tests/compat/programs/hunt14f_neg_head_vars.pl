% written for this corpus by a find-only hunt (session 23; probability labels, annotated disjunctions, negative heads, evidence)
% Negative rule heads with variables: maintenance can make a link fail
0.9::link(a, b). 0.8::link(b, c). 0.7::link(a, c).
maint(b, c).
0.5::\+link(X, Y) :- maint(X, Y).
path(X, Y) :- link(X, Y).
path(X, Y) :- link(X, Z), path(Z, Y).
query(path(a, c)).
query(link(b, c)).
