% sum_list, max_list and min_list on a per-world list
:- use_module(library(lists)).
0.4::v(3). 0.5::v(1). 0.6::v(5).
s(S) :- findall(X, v(X), L), sum_list(L, S).
m(M) :- findall(X, v(X), L), max_list(L, M).
n(M) :- findall(X, v(X), L), min_list(L, M).
query(s(_)). query(m(_)). query(n(_)).
