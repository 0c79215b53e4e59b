% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(lists)).
0.3::coin(1). 0.6::coin(2). 0.5::coin(3).
heads(N) :- findall(C, coin(C), L), length(L, N).
total(S) :- findall(C, coin(C), L), sum_list(L, S).
at_least_two :- heads(N), N >= 2.
query(heads(_)).
query(total(_)).
query(at_least_two).
