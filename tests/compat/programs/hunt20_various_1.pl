% various: list predicates of library(lists) used in probabilistic rules
:- use_module(library(lists)).
0.5::pick(X) :- member(X, [1, 2, 3, 4]).
chosen(L) :- findall(X, pick(X), L).
total(S) :- chosen(L), sum_list(L, S).
biggest(M) :- chosen(L), L \= [], max_list(L, M).
rev(R) :- chosen(L), reverse(L, R), length(R, 2).
query(total(_)).
query(biggest(_)).
query(rev(_)).
