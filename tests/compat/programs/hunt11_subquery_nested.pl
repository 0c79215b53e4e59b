% subquery inside a program, used in arithmetic
:- use_module(library(lists)).
0.3::a. 0.6::b.
c :- a ; b.
risk(high) :- subquery(c, P), P > 0.5.
risk(low) :- subquery(c, P), P =< 0.5.
pc(P) :- subquery(c, P).
pc_given(P) :- subquery(a, P, [c]).
query(risk(_)).
query(pc(_)).
query(pc_given(_)).
