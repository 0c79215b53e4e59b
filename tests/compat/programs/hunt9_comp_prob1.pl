% hunt9: comp prob1 (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
:- use_module(library(lists)).
X::k(X2) :- member(X, [0.25, 0.5]), X2 is X*4.
query(k(_)).
