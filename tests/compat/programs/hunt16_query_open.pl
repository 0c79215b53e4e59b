:- use_module(library(lists)).
p(X, tea) :- member(X, [z, y]).
p(a, tea).
0.4::p(m, tea).
query(p(_, tea)).
