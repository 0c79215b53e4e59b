% hunt12: library(record) with recorda/recordz in directives, read back by recorded/2
:- use_module(library(record)).
:- recordz(k, one), recordz(k, two), recorda(k, zero).
0.5::pick(X) :- recorded(k, X).
all_picked(L) :- findall(X, pick(X), L).
query(pick(_)).
query(all_picked(_)).
