% size: numlist, sum_list and length on a list of up to 150 numbers, with one probabilistic choice
:- use_module(library(lists)).
0.4::long_run.
n(150) :- long_run.
n(80) :- \+ long_run.
sum_to(S) :- n(N), numlist(1, N, L), sum_list(L, S).
even_count(K) :- n(N), numlist(1, N, L), findall(X, (member(X, L), X mod 2 =:= 0), E), length(E, K).
query(sum_to(S)).
query(even_count(K)).
