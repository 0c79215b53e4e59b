% set operations from library(lists) on random sets
:- use_module(library(lists)).
0.5::in(a, X) :- member(X, [1, 2, 3]).
0.5::in(b, X) :- member(X, [2, 3, 4]).
set(S, L) :- findall(X, in(S, X), L).
inter(I) :- set(a, A), set(b, B), intersection(A, B, I).
uni(U) :- set(a, A), set(b, B), union(A, B, U).
diff(D) :- set(a, A), set(b, B), subtract(A, B, D).
flat(F) :- flatten([1, [2, [3, 4]], [], [[5]]], F).
dedup(S) :- list_to_set([a, b, a, c, b], S).
del(D) :- delete([a, b, a, c], a, D).
perms(N) :- findall(P, permutation([1, 2, 3], P), Ps), length(Ps, N).
query(inter(_)). query(uni([1,2,3,4])). query(diff([])). query(flat(_)). query(dedup(_)). query(del(_)). query(perms(_)).
