% hunt21: a mutant of hunt19_mut_hunt10_evidence_rule_query.pl that agrees with ProbLog (forall-same clause 6 goal 2; directive :- X_d is 2 + 3, X_d > 4.)
:- use_module(library(lists)).
0.5::c(1).
0.5::c(2).
0.5::c(3).
0.3::two; 0.2::two_other.
two :- c(1), c(2), forall((c(2)), (c(2))).
evidence(c(X), true) :- X = 3.
query(c(X)) :- member(X, [1, 3]), \+ c(X).
query(two).
:- X_d is 2 + 3, X_d > 4.
