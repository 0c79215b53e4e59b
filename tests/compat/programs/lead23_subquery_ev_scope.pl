% written for this corpus (session 23; subquery/3 and scope: answers the evidence excludes are listed with 0)
:- use_module(library(scope)).
0.3::p(1). 0.6::p(2).
0.5::s:q(a). 0.2::s:q(b).
d(X, P) :- subquery(member(X, [a, a, b]), P).
f(L) :- findall(X/P, subquery(p(X), P), L).
g(X, P) :- subquery(s:q(X), P, [\+ s:q(b)]).
h(X, P) :- subquery(p(X), P, [p(_)]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(d(_, _)). query(f(_)). query(g(_, _)). query(h(_, _)).
