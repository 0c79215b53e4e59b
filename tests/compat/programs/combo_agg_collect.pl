% combination: an aggregate head over a collected list, and findall in the same program
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module(library(collect)).
0.5::buys(ann, 2). 0.4::buys(ann, 5). 0.8::buys(bob, 3).
basket(P, L) :- buys(P, X) => P/list(X, L).
size(P, N) :- basket(P, L), length(L, N).
biggest(max<N>) :- size(_, N).
count_all(N) :- findall(X, buys(_, X), L), length(L, N).
query(biggest(_)). query(count_all(_)).
