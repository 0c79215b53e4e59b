% the number of working machines out of twelve, as a findall over probabilistic facts
:- use_module(library(lists)).
0.9::works(M) :- between(1, 12, M).
n_working(N) :- findall(M, works(M), L), length(L, N).
at_least(K) :- n_working(N), N >= K.
query(n_working(_)). query(at_least(10)).
