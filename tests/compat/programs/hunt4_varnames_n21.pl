:- use_module(library(apply)).
:- use_module(library(lists)).
id(X, X).
mp(L) :- maplist(id, [A, B, C], L).
query(mp(_)).
