% queries and evidence that directives assert or retract (library(assert)): ProbLog collects query/1 and evidence/1,2 after running the directives
:- use_module(library(assert)).
:- use_module(library(lists)).
0.3::a. 0.6::b. 0.2::c. 0.5::d.
e :- a ; d.
query(a).
query(b).
:- retract(query(a)).
:- assertz((query(X) :- member(X, [c, e]))).
:- assertz(evidence(b, false)).
add_evidence :- assertz(evidence(d)).
:- add_evidence.
