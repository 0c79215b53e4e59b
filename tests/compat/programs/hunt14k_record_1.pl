% library(record): recordz/recorda order read back with recorded/2
:- use_module(library(record)).
setup :- recordz(k, b), recorda(k, a), recordz(k, c).
all(L) :- setup, findall(X, recorded(k, X), L).
query(all(_)).
