% sum of the values of probabilistic items in each world
:- use_module(library(lists)).
0.4::item(1). 0.5::item(2). 0.6::item(3).
total(S) :- findall(X, item(X), L), sum_list(L, S).
big :- total(S), S >= 4.
query(total(_)).
query(big).
