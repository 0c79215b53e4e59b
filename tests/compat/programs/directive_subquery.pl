% a directive that calls subquery/2 runs once (its subquery does not run the directives again:
% nesylang nested it 20 deep before); a subquery sees what a directive asserted
:- use_module(library(assert)).
0.3::a. 0.6::b.
:- subquery(a, P), assertz(pa(P)).
:- assertz((f :- a, b)).
q(P) :- pa(P).
r :- subquery(f, P), P > 0.179, P < 0.181.
query(q(_)). query(r).
