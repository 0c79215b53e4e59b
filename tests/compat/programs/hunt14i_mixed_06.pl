% random list sorting: probability that a random permutation is sorted
:- use_module(library(lists)).
0.5::swap(1). 0.5::swap(2).
step(1, [A,B,C], [B,A,C]) :- swap(1).
step(1, L, L) :- \+ swap(1).
step(2, [A,B,C], [A,C,B]) :- swap(2).
step(2, L, L) :- \+ swap(2).
result(L) :- step(1, [1,2,3], L1), step(2, L1, L).
sorted :- result(L), sort(L, L).
query(result(_)).
query(sorted).
