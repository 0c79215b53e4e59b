% hunt13b: library(lists) on per-world lists: nth0/nth1/last/sum_list/max_list/min_list/subtract/list_to_set/max_member, some empty
:- use_module(library(lists)).
0.5::got(3). 0.4::got(1). 0.6::got(3.0). 0.3::got(x).
nums(L) :- findall(X, (got(X), number(X)), L).
second(E) :- nums(L), nth1(2, L, E).
zeroth(E) :- nums(L), nth0(0, L, E).
lastone(E) :- nums(L), last(L, E).
total(S) :- nums(L), sum_list(L, S).
top(M) :- nums(L), max_list(L, M).
low(M) :- nums(L), min_list(L, M).
rest(R) :- findall(X, got(X), L), subtract(L, [3], R).
set(S) :- findall(X, got(X), L), append(L, L, LL), list_to_set(LL, S).
maxm(M) :- findall(X, got(X), L), max_member(L, M).
query(second(_)). query(zeroth(_)). query(lastone(_)). query(total(_)). query(top(_)). query(low(_)). query(rest(_)). query(set(_)). query(maxm(_)).
