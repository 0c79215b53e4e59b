% hunt6 (ProbLog compatibility, 6th hunt): lists modes
:- use_module(library(lists)).
l(1, N) :- length([a,b,c], N).
l(2, L) :- length(L, 2).
l(3, X) :- nth0(1, [a,b,c], X).
l(4, X) :- nth1(1, [a,b,c], X).
l(5, I) :- nth0(I, [a,b,c], c).
l(6, R) :- select(b, [a,b,c,b], R).
l(7, S) :- sum_list([1,2,3.5], S).
l(8, M) :- max_list([3,1,4,1,5], M).
l(9, M) :- min_list([3,1,4,1,5], M).
l(10, L) :- last([1,2,3], L).
l(11, R) :- reverse([1,2,3], R).
l(12, P) :- permutation([1,2,3], P).
query(l(_,_)).
