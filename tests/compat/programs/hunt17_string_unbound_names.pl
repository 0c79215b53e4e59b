% hunt17: library(string)'s concat/join/lst2str print an unbound variable of the call as ProbLog names it (X1, X2, ... in order of first occurrence in the call), found by reordering join/3 before the goal that binds its variable
:- use_module(library(string)).
0.5::n(1).
0.5::n(22).
j(S) :- join('/', [a, N, "b"], S), n(N).
k(S) :- concat([N, M, N], S).
l(S) :- Z = 1, lst2str([Z, N, f(M, N)], S).
query(j(_)).
query(k(_)).
query(l(_)).
