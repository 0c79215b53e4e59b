% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::flip(1). 0.5::flip(2). 0.5::flip(3).
val(X, 1) :- flip(X).
val(X, 0) :- \+ flip(X).
bits(L) :- maplist(val, [1, 2, 3], L).
ones(N) :- bits(L), sum_list(L, N).
dbl(A, B) :- B is 2 * A.
doubled(D) :- bits(L), maplist(dbl, L, D).
query(ones(_)).
query(doubled([2, _, _])).
