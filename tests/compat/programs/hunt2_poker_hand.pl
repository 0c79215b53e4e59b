% drawing a 2-card hand from a tiny deck with select_uniform, and hand evaluation
:- use_module(library(lists)).
deck([c(10, h), c(10, s), c(11, h), c(12, d)]).
hand(A, B) :- deck(D), select_uniform(first, D, A, R), select_uniform(second, R, B, _).
pair :- hand(c(V, _), c(V, _)).
flush :- hand(c(_, S), c(_, S)).
high(M) :- hand(c(V1, _), c(V2, _)), M is max(V1, V2).
query(pair). query(flush). query(high(_)).
