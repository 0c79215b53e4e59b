% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Stratified negation over a recursive relation: unreachable nodes and their neighbours
0.7::e(a, b). 0.6::e(b, c). 0.5::e(c, a). 0.4::e(c, d).
node(a). node(b). node(c). node(d).
r(X, Y) :- e(X, Y).
r(X, Y) :- e(X, Z), r(Z, Y).
cut_off(N) :- node(N), \+ r(a, N).
isolated_pair(X, Y) :- cut_off(X), cut_off(Y), X @< Y.
query(cut_off(_)).
query(isolated_pair(_, _)).
