% hunt19: a mutant of su14h_deep_2.pl: evidence-query reach(299) false; nest-agg-nested clause 1 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.99::step(N) :- findall(L_0x0, findall(N, (between(1, 300, N)), L_0x0), [LL_0x0]), member(N, LL_0x0).
reach(300).
reach(N) :- N < 300, step(N), M is N + 1, reach(M).
query(reach(1)).
query(reach(150)).
query(reach(299)).
evidence(reach(299), false).
:- use_module(library(lists)).
