% findall combined with library(apply) over the per-world list
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::score(3). 0.4::score(5). 0.9::score(1).
big(X) :- X > 2.
n_big(N) :- findall(S, score(S), L), include(big, L, B), length(B, N).
dbl(X, Y) :- Y is 2 * X.
doubled(D) :- findall(S, score(S), L), maplist(dbl, L, D2), sum_list(D2, D).
query(n_big(_)). query(doubled(_)).
