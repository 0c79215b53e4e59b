% probability that a random bit string of length 6 has no two adjacent ones
0.5::bit(I, 1); 0.5::bit(I, 0) :- between(1, 6, I).
bits(0, []).
bits(N, [B|Bs]) :- N > 0, bit(N, B), M is N - 1, bits(M, Bs).
no_adjacent([]).
no_adjacent([_]).
no_adjacent([1, 0|T]) :- no_adjacent([0|T]).
no_adjacent([0, X|T]) :- no_adjacent([X|T]).
ok :- bits(6, L), no_adjacent(L).
ones(K) :- bits(6, L), sum_list(L, K).
query(ok). query(ones(_)).
:- use_module(library(lists)).
