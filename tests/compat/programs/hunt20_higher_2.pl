% higher-order: include, exclude and partition with probabilistic filters and call/N closures
:- use_module(library(apply)).
0.5::likes(ann, X) :- fruit(X).
fruit(apple). fruit(pear). fruit(kiwi).
fav(L) :- findall(F, fruit(F), Fs), include(likes(ann), Fs, L).
dislike(L) :- findall(F, fruit(F), Fs), exclude(likes(ann), Fs, L).
split(I, E) :- findall(F, fruit(F), Fs), partition(likes(ann), Fs, I, E).
query(fav(_)).
query(dislike([kiwi])).
query(split([apple], _)).
