% hunt10: permutations and msort, reverse over a probabilistic list
:- use_module(library(lists)).
0.5::item(a). 0.5::item(b). item(c).
items(L) :- findall(X, item(X), L).
perm_count(N) :- items(L), findall(P, permutation(L, P), Ps), length(Ps, N).
rev(R) :- items(L), reverse(L, R).
query(perm_count(_)).
query(rev(_)).
