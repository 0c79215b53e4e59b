% select_uniform/4 and select_weighted/4 from library(lists)
:- use_module(library(lists)).
pick1(X) :- select_uniform(d1, [a, b, c], X, _).
pick2(X, Y) :- select_uniform(d2, [a, b, c], X, R), select_uniform(d3, R, Y, _).
wpick(X) :- select_weighted(w1, [0.2, 0.5, 0.3], [lo, mid, hi], X, _).
query(pick1(_)). query(pick2(_, _)). query(wpick(_)).
