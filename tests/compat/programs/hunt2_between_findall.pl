% between/3 generating a grid, findall and sums over it
:- use_module(library(lists)).
cell(X, Y) :- between(1, 20, X), between(1, 20, Y).
0.1::mine(X, Y) :- cell(X, Y), X =:= Y.
diag_sum(S) :- findall(V, (between(1, 20, X), V is X * X), L), sum_list(L, S).
ncells(N) :- findall(c, cell(_, _), L), length(L, N).
corner_mines(N) :- findall(X, (member(X, [1, 20]), mine(X, X)), L), length(L, N).
query(diag_sum(_)). query(ncells(_)). query(corner_mines(_)).
