:- use_module(library(apply)).
:- use_module(library(lists)).
pos(X) :- X > 0.
dbl(X, Y) :- Y is 2 * X.
a(L) :- include(pos, [-1, 2, -3, 4], L).
b(L) :- exclude(pos, [-1, 2, -3, 4], L).
c(I, E) :- partition(pos, [-1, 2, -3, 4], I, E).
d(L) :- maplist(dbl, [1, 2, 3], L).
e(S) :- foldl(plus3, [1, 2, 3], 0, S).
plus3(X, A, B) :- B is A + X.
0.5::ok(X) :- member(X, [1, 2]).
f(L) :- include(ok, [1, 2, 3], L).
query(a(L)). query(b(L)). query(c(I, E)). query(d(L)). query(e(S)). query(f(L)).
