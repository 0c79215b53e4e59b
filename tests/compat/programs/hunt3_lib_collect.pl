:- use_module(library(collect)).
:- use_module(library(lists)).
0.4::buy(ann, 10). 0.7::buy(bob, 20). 0.5::buy(ann, 5).
total(P, T) :- person(P), (buy(P, X) => P / list(X, L)), sum_list(L, T).
person(ann). person(bob).
query(total(_, _)).
n(L) :- (buy(_, X) => list(X, L)).
query(n(_)).
