:- use_module(library(lists)).
t(X, go) :- member(X, [b, a]).
t(a, go).
0.5::t(b, go).
r(L) :- all(X, t(X, go), L).
r2(L) :- all_or_none(X, t(X, go), L).
query(r(_)). query(r2(_)).
