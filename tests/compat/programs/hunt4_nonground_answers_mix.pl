:- use_module(library(lists)).
slot(L) :- length(L, 2).
tpl(f(X, Y, X)) :- Y = y.
pairs(P) :- member(P, [a-_, _-b]).
query(slot(_)).
query(tpl(_)).
query(pairs(_)).
