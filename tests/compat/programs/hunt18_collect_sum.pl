% library(collect): collecting weights of items packed into a bag
:- use_module(library(collect)).
:- use_module(library(lists)).
item(a, 2). item(b, 3). item(c, 5).
0.5::packed(I) :- item(I, _).
bag(L) :- (packed(I), item(I, X)) => list(X, L).
weight(W) :- bag(L), sum_list(L, W).
query(weight(W)).
query(bag(L)).
