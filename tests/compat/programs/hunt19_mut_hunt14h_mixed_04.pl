% hunt19: a mutant of hunt14h_mixed_04.pl: evidence-query all_work([s1, s2]) false; nest-agg-nested-all clause 10 goal 2; evidence-query all_work([s1, s2]) false (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- use_module(library(apply)).
0.9::works(s1).
0.8::works(s2).
0.7::works(s3).
sensor(s1).
sensor(s2).
sensor(s3).
all_work(L) :- maplist(works, L).
reading(S, R) :- works(S), R = ok.
reading(S, R) :- \+ works(S), findall(L_9x1, all(R, (R = broken), L_9x1), LL_9x1), member(L1_9x1, LL_9x1), member(R, L1_9x1).
readings(Rs) :- maplist(reading, [s1, s2, s3], Rs).
query(all_work([s1, s2])).
query(all_work([s1, s2, s3])).
query(readings(_)).
evidence(all_work([s1, s2]), false).
:- use_module(library(lists)).
evidence(all_work([s1, s2]), false).
