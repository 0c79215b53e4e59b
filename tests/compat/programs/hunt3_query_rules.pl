% queries and evidence produced by rules
0.5::coin(N) :- between(1, 3, N).
heads(N) :- coin(N).
query(heads(N)) :- between(1, 3, N).
evidence(heads(1)) :- true.
query(coin(X)) :- member(X, [2, 3]).
:- use_module(library(lists)).
