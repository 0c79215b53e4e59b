% assert-heavy: facts added with library(assert)'s assertz in a deterministic loop, then read by findall and a probabilistic rule
:- use_module(library(assert)).
:- use_module(library(lists)).
fill(0).
fill(N) :- N > 0, M is N * N, assertz(sq(N, M)), N1 is N - 1, fill(N1).
total(S) :- fill(12), findall(M, sq(_, M), L), sum_list(L, S).
0.4::lucky(S) :- total(S).
query(total(_)).
query(lucky(_)).
