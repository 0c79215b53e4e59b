% written for this corpus by a find-only hunt (session 22; lists and flexible probabilities)
% team statistics with many library(lists) predicates
:- use_module(library(lists)).
0.5::score(ann, 3) ; 0.5::score(ann, 5).
0.5::score(bob, 5) ; 0.5::score(bob, 1).
score(cid, 4).
scores(L) :- findall(S, score(_, S), L).
best(M) :- scores(L), max_list(L, M).
worst(M) :- scores(L), min_list(L, M).
total(T) :- scores(L), sum_list(L, T).
distinct(D) :- scores(L), list_to_set(L, D).
without_fives(W) :- scores(L), delete(L, 5, W).
third(X) :- scores(L), nth0(2, L, X).
last_one(X) :- scores(L), last(L, X).
query(best(M)).
query(worst(M)).
query(total(T)).
query(distinct(D)).
query(without_fives(W)).
query(third(X)).
query(last_one(X)).
