% hunt10: library(lists) max_member/2 (list first, as ProbLog), sort/2 and nth0/3 over a world's list
:- use_module(library(lists)).
0.5::v(3). 0.5::v(1). v(2).
l(L) :- findall(X, v(X), L).
mx(M) :- l(L), max_member(L, M).
srt(S) :- l(L), sort(L, S).
n0(E) :- l(L), nth0(0, L, E).
query(mx(_)). query(srt(_)). query(n0(_)).
