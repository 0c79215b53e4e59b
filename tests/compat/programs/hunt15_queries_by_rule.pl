% queries and evidence produced by rules rather than written out
:- use_module(library(lists)).
0.3::p(1). 0.4::p(2). 0.5::p(3).
0.6::q :- p(1). 0.7::q :- p(3).
query(p(X)) :- member(X, [1, 3]).
evidence(p(X), true) :- X = 2.
query(q).
