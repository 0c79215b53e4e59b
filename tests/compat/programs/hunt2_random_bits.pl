% a random list of 5 bits, the number of ones and parity
:- use_module(library(lists)).
0.3::one(I) :- between(1, 5, I).
bit(I, 1) :- one(I).
bit(I, 0) :- \+ one(I).
bits(L) :- findall(B, (between(1, 5, I), bit(I, B)), L).
ones(N) :- bits(L), sum_list(L, N).
parity(P) :- ones(N), P is N mod 2.
query(ones(_)). query(parity(_)). query(bits([1,1,0,0,0])).
