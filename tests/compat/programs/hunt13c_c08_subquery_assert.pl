% written for this corpus by a find-only hunt (session 21; c08_subquery_assert)
:- use_module(library(assert)).
0.5::coin(1). 0.6::coin(2).
heads(N) :- findall(C, coin(C), L), length(L, N).
init :- assertz(seen(0)).
p(X) :- subquery(coin(1), P), X is round(P * 100).
q(P) :- subquery(heads(2), P).
query(p(_)).
query(q(_)).
