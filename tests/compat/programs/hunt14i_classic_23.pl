% permutations and combinations counted
:- use_module(library(lists)).
perm([], []).
perm(L, [H|T]) :- select(H, L, R), perm(R, T).
comb(0, _, []).
comb(K, [H|T], [H|C]) :- K > 0, K1 is K - 1, comb(K1, T, C).
comb(K, [_|T], C) :- K > 0, comb(K, T, C).
np(N) :- findall(P, perm([a,b,c,d], P), L), length(L, N).
nc(N) :- findall(C, comb(2, [a,b,c,d,e], C), L), length(L, N).
query(np(_)).
query(nc(_)).
query(comb(2, [x,y,z], _)).
