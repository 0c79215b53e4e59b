% hunt10: collect with list, then sum and max over the collected list
:- use_module(library(collect)).
:- use_module(library(lists)).
0.5::buy(a, 3). 0.6::buy(b, 4). buy(c, 1). 0.2::buy(a, 2).
spent(T) :- (buy(_, X) => list(X, L)), sum_list(L, T).
per(P, L) :- buy(P, X) => P/list(X, L).
query(spent(_)). query(per(_, _)).
