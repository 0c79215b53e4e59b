% the issue's example: P(total(S)) through a list computed per world
:- use_module(library(lists)).
0.5::pick(1). 0.5::pick(2). 0.4::pick(3).
total(S) :- findall(X, pick(X), L), sum_list(L, S).
query(total(_)).
