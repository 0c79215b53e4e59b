% hunt6 (ProbLog compatibility, 6th hunt): ad evidence findall count
:- use_module(library(lists)).
0.1::roll(T, 1); 0.2::roll(T, 2); 0.7::roll(T, 3) :- between(1, 3, T).
threes(N) :- findall(T, roll(T, 3), L), length(L, N).
evidence(roll(1, 2)).
evidence(roll(3, 3)).
query(threes(_)).
