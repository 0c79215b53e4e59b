% hunt8: findall over probabilistic coins with length, sum_list, max_list
:- use_module(library(lists)).
0.5::coin(1). 0.6::coin(2). 0.7::coin(3).
heads(N) :- findall(C, coin(C), L), length(L, N).
score(S) :- findall(C, coin(C), L), sum_list(L, S).
best(M) :- findall(C, coin(C), L), L \= [], max_list(L, M).
query(heads(_)). query(score(_)). query(best(_)).
