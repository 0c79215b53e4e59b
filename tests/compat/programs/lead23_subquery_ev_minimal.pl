% written for this corpus (session 23; subquery/3: an answer its evidence makes false is listed with 0.0)
0.3::p(1). 0.6::p(2).
s0(X, P) :- subquery(p(X), P, [\+ p(1)]).
query(s0(_, _)).
s1(X, P) :- subquery(p(X), P, [p(2)]).
query(s1(_, _)).
r(X) :- p(X).
s2(X, P) :- subquery(r(X), P, [\+ p(2), \+ p(1)]).
query(s2(_, _)).
