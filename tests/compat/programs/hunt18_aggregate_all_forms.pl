% aggregation by hand: count, sum, max and bag of probabilistic shipments with findall and library(lists)
:- use_module(library(lists)).
ship(s1, 10). ship(s2, 20). ship(s3, 5).
0.5::arrives(S) :- ship(S, _).
n_arrived(N) :- findall(S, arrives(S), L), length(L, N).
weight(W) :- findall(K, (ship(S, K), arrives(S)), Ks), sum_list(Ks, W).
heaviest(M) :- findall(K, (ship(S, K), arrives(S)), Ks), Ks \= [], max_list(Ks, M).
which(L) :- findall(S, arrives(S), L0), sort(L0, L).
query(n_arrived(N)).
query(weight(W)).
query(heaviest(M)).
query(which(L)).
