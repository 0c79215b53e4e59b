% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Symbolic answers with operators inside: equations, pairs, improper lists and curly terms
0.6::eq(x = y + 1). 0.5::eq(a - (b - c)). 0.4::eq((p :- q, r)).
0.3::pair(k - (-1)). 0.7::pair(a - -b).
0.5::improper([a|b]).
0.5::neg_term(- a). 0.5::neg_term(-(-(1))). 0.5::neg_term(1 - -1).
got(X) :- eq(X).
got(X) :- pair(X).
got(X) :- improper(X).
got(X) :- neg_term(X).
query(got(_)).
