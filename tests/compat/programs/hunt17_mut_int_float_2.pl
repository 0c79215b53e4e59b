% hunt17: a mutant (agreeing with ProbLog) of hunt5_collect_op.pl: int-float clause 3 4; use_module lists at 0
:- use_module(library(lists)).
:- use_module(library(collect)).
0.5::score(a, 3).
0.5::score(b, 4.0).
score(c, 1).
scores(L) :- score(_, S) => list(S, L).
by_person(P, L) :- score(P, S) => P / list(S, L).
query(scores(_)).
query(by_person(_, _)).
