% library(record): recorda/recordz/recorded
:- use_module(library(record)).
:- recordz(k, one).
:- recordz(k, two).
:- recorda(k, zero).
vals(L) :- findall(X, recorded(k, X), L).
0.3::use(X) :- recorded(k, X).
query(vals(_)).
query(use(_)).
