% maplist over a list with probabilistic choices per element
:- use_module(library(apply)).
0.5::flip(X, h); 0.5::flip(X, t) :- member(X, [1, 2, 3]).
:- use_module(library(lists)).
all_flips(L) :- maplist(flip, [1, 2, 3], L).
all_heads :- all_flips([h, h, h]).
query(all_flips(_)). query(all_heads).
