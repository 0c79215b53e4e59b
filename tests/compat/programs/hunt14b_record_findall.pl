% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(record)).
0.4::a.
keep(X) :- a, recordz(k, X, _).
look(L) :- keep(f(1)), findall(T, recorded(k, T), L).
query(look(_)).
