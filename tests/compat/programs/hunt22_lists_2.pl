% library(lists) heavy: subtract, intersection, union, list_to_set, delete, exclude-free filtering over sets chosen per world
:- use_module(library(lists)).
0.5::has(s1, a). 0.4::has(s1, b). has(s1, c).
0.7::has(s2, b). 0.2::has(s2, c). has(s2, d).
set(S, L) :- findall(X, has(S, X), L).
common(C) :- set(s1, A), set(s2, B), intersection(A, B, C).
only1(D) :- set(s1, A), set(s2, B), subtract(A, B, D).
both(U) :- set(s1, A), set(s2, B), union(A, B, U).
nodup(N) :- set(s1, A), set(s2, B), append(A, B, L), list_to_set(L, S), length(S, N).
query(common(_)).
query(only1(_)).
query(both(_)).
query(nodup(_)).
