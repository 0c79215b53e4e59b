% convlist, scanl, partition/5, foldl_noinit (library(apply))
:- use_module(library(apply)).
:- use_module(library(lists)).
dbl(X, Y) :- X > 1, Y is 2 * X.
add(X, A, B) :- B is A + X.
cmp3(X, <) :- X < 3.
cmp3(3, =).
cmp3(X, >) :- X > 3.
c(L) :- convlist(dbl, [1, 2, 3], L).
s(L) :- scanl(add, [1, 2, 3], 0, L).
p(A, B, C) :- partition(cmp3, [1, 5, 3, 2, 4], A, B, C).
f(M) :- foldl_noinit(add, [4, 5, 6], M).
query(c(_)). query(s(_)). query(p(_, _, _)). query(f(_)).
