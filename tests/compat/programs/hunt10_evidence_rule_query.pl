% hunt10: query and evidence written as rules
:- use_module(library(lists)).
0.5::c(1). 0.5::c(2). 0.5::c(3).
two :- c(1), c(2).
evidence(c(X), true) :- X = 3.
query(c(X)) :- member(X, [1, 3]).
query(two).
