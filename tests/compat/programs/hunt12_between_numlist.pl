% hunt12: between/3, numlist/3 and sum_list/2 with a probabilistic bound
:- use_module(library(lists)).
0.3::top(3); 0.5::top(5); 0.2::top(12).
total(S) :- top(N), numlist(1, N, L), sum_list(L, S).
even(X) :- top(N), between(1, N, X), X mod 2 =:= 0.
sorted(S) :- top(N), numlist(1, N, L), sort(L, S).
query(total(_)).
query(even(_)).
query(sorted(_)).
