:- use_module(library(apply)).
:- use_module(library(lists)).
inc(X, Y) :- Y is X + 1.
add(N, X, Y) :- Y is X + N.
even(X) :- 0 is X mod 2.
kv(K, V, K-V).
a(L) :- maplist(inc, [1,2,3], L).
b(L) :- maplist(add(10), [1,2,3], L).
c(L) :- include(even, [1,2,3,4,5,6], L).
d(L) :- exclude(even, [1,2,3,4,5,6], L).
e(S) :- foldl(add, [1,2,3], 0, S).
f(L) :- maplist(kv, [a,b], [1,2], L).
g(I-E) :- partition(even, [1,2,3,4], I, E).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(f(_)). query(g(_)).
