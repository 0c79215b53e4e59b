% between/3 generating probabilistic facts and sums
0.5::bit(I) :- between(0, 3, I).
value(V) :- findall(W, (between(0, 3, I), bit(I), W is 2 ** I), Ws), sum_list(Ws, V).
:- use_module(library(lists)).
high :- value(V), V >= 8.
query(value(_)). query(high).
