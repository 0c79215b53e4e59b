0.5::tree(node(leaf(1), node(leaf(2), leaf(3)))).
0.5::tree(leaf(0)).
leaves(leaf(X), [X]).
leaves(node(L, R), Xs) :- leaves(L, A), leaves(R, B), append(A, B, Xs).
:- use_module(library(lists)).
shape(S) :- tree(T), leaves(T, S).
depth(leaf(_), 0).
depth(node(L, R), D) :- depth(L, DL), depth(R, DR), D is max(DL, DR) + 1.
tdepth(D) :- tree(T), depth(T, D).
query(shape(_)). query(tdepth(_)). query(tree(_)).
