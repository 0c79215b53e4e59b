% library(record) keeps a log that a rule reads back in order
:- use_module(library(record)).
log_all :- recordz(log, start), recordz(log, step(1)), recordz(log, step(2)), recorda(log, init).
entries(L) :- log_all, findall(E, recorded(log, E), L).
0.6::ran.
result(L) :- ran, entries(L).
query(result(_)).
