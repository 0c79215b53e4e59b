% the collect operator of library(collect)
:- use_module(library(collect)).
0.5::score(a, 3). 0.5::score(b, 4). score(c, 1).
scores(L) :- score(_, S) => list(S, L).
by_person(P, L) :- score(P, S) => P / list(S, L).
query(scores(_)). query(by_person(_, _)).
