% query/evidence form (qr6): 0.3::a. 0.6::b. evidence(X, true) :- member(X, [a]). query(b
0.3::a. 0.6::b.
evidence(X, true) :- member(X, [a]).
query(b).
:- use_module(library(lists)).
