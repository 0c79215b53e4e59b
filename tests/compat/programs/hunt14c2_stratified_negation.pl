% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% stratified negation over a recursive relation: unreachable nodes
0.5::e(s, a). 0.5::e(a, b). 0.5::e(s, c). 0.5::e(c, b).
node(s). node(a). node(b). node(c).
r(X) :- e(s, X).
r(Y) :- r(X), e(X, Y).
unreachable(N) :- node(N), N \= s, \+ r(N).
isolated_b :- unreachable(b).
query(unreachable(N)).
query(isolated_b).
