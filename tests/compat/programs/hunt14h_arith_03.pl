% guards that keep arithmetic away from unbound or zero operands
0.5::reading(s1, 10). 0.5::reading(s1, 0). 0.7::reading(s2, 4).
ratio(S, R) :- reading(S, V), V =\= 0, R is 100 / V.
ratio(S, inf) :- reading(S, 0).
avg(A) :- findall(V, reading(_, V), L), length(L, N), N > 0, sum_list(L, T), A is T / N.
query(ratio(_, _)).
query(avg(_)).
:- use_module(library(lists)).
