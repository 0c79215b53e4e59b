:- use_module(library(lists)).
par(X, kid1) :- X = ann.
par(ann, kid2).
par(bob, kid3).
par(ann, kid4).
kids(P, L) :- findall(K, par(P, K), L).
all(L) :- findall(P-K, (member(P, [ann, bob]), kids(P, K)), L).
query(all(_)).
