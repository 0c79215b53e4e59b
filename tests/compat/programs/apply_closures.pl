% Closures with bound leading arguments, passed through call/N by the apply predicates.
:- use_module(library(apply)).
:- use_module(library(lists)).
scale(K, X, Y) :- Y is K * X.
between_(L, H, X) :- X >= L, X =< H.
0.5::factor(2); 0.5::factor(3).
scaled(L) :- factor(K), maplist(scale(K), [1, 2], L).
inrange(L) :- include(between_(2, 4), [1, 2, 3, 4, 5], L).
query(scaled(_)). query(inrange(_)).
