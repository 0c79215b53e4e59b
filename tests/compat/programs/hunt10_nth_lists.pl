% hunt10: nth0/nth1/last/sum_list/max_list with a probabilistic list
:- use_module(library(lists)).
0.4::x(1). 0.6::x(2). x(3).
lst(L) :- findall(X, x(X), L).
second(E) :- lst(L), nth1(2, L, E).
lastone(E) :- lst(L), last(L, E).
s(S) :- lst(L), sum_list(L, S).
m(M) :- lst(L), max_list(L, M).
query(second(_)). query(lastone(_)). query(s(_)). query(m(_)).
