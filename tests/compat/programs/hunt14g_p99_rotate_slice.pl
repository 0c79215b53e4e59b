% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P14-P22 on a list of length 100, position drawn from an AD
:- use_module(library(lists)).
0.25::k(3); 0.25::k(17); 0.25::k(50); 0.25::k(99).
dupli([], []).
dupli([X|Xs], [X,X|Ys]) :- dupli(Xs, Ys).
split(L, 0, [], L).
split([X|Xs], N, [X|Ys], Zs) :- N > 0, N1 is N - 1, split(Xs, N1, Ys, Zs).
rotate(L1, N, L2) :- length(L1, NL1), N1 is N mod NL1, split(L1, N1, S1, S2), append(S2, S1, L2).
slice([X|_], 1, 1, [X]).
slice([X|Xs], 1, K, [X|Ys]) :- K > 1, K1 is K - 1, slice(Xs, 1, K1, Ys).
slice([_|Xs], I, K, Ys) :- I > 1, I1 is I - 1, K1 is K - 1, slice(Xs, I1, K1, Ys).
range(I, I, [I]).
range(I, K, [I|L]) :- I < K, I1 is I + 1, range(I1, K, L).
head_after_rotate(H) :- range(1, 100, L), k(K), rotate(L, K, [H|_]).
dup_len(N) :- range(1, 100, L), dupli(L, D), length(D, N).
slice_sum(S) :- range(1, 100, L), k(K), K2 is K + 1, slice(L, K, K2, Sl), sum_list(Sl, S).
query(head_after_rotate(_)).
query(dup_len(_)).
query(slice_sum(_)).
