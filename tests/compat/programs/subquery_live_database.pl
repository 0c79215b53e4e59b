% subquery/2 grounds on the live database, as ProbLog's: it sees clauses asserted before it in
% the same derivation, and what it asserts or records is there after it
:- use_module(library(assert)).
:- use_module(library(record)).
0.3::a.
q(P) :- assertz((g :- a)), subquery(g, P).
s :- assertz(m(1)), recordz(k, 1).
t(P) :- subquery(s, P).
u(L) :- findall(X, m(X), L).
v(L) :- findall(X, recorded(k, X), L).
w(P) :- subquery(v([1]), P).
query(q(_)). query(t(_)). query(u(_)). query(v(_)). query(w(_)).
