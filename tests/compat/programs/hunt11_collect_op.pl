% library(collect): the => collect operator with a program-defined collector, grouped
:- use_module(library(collect)).
:- use_module(library(lists)).
0.5::score(a, t1, 1). 0.5::score(b, t1, 2). 0.5::score(c, t2, 3).
collect_best(Goal, Group, X, M) :- collectgroup(Goal, X, Group, L), max_list(L, M).
best(T, M) :- score(_, T, X) => T/best(X, M).
query(best(_, _)).
