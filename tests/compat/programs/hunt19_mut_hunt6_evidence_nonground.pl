% hunt19: a mutant of hunt6_evidence_nonground.pl: nest-agg-all clause 3 goal 1; cond-else-true clause 3 goal 3 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.5::p(1).
0.5::p(2).
q :- all(x_, (p(1)), L_2x0), member(x_, L_2x0), ( p(2) ; \+ (p(2)) ).
evidence(p(_)).
query(q).
:- use_module(library(lists)).
