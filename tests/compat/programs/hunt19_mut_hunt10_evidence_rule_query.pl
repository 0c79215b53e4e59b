% hunt19: a mutant of hunt10_evidence_rule_query.pl: neg-goal clause 7 after goal 1 c/1; query-ad two (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- use_module(library(lists)).
0.5::c(1).
0.5::c(2).
0.5::c(3).
0.3::two; 0.2::two_other.
two :- c(1), c(2).
evidence(c(X), true) :- X = 3.
query(c(X)) :- member(X, [1, 3]), \+ c(X).
query(two).
