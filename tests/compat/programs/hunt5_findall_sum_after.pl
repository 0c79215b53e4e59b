% findall/3 order and duplicates as in ProbLog (one element per proof, by newest node): sum after
:- use_module(library(lists)).
0.5::coin(1). 0.5::coin(2). 0.5::coin(3).
heads(X) :- coin(X). heads(X) :- coin(X), X > 2.
total(S) :- findall(X, heads(X), L), sum_list(L, S).
query(total(_)).
