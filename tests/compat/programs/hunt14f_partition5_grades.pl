% written for this corpus by a find-only hunt (session 23; library(lists) and library(apply))
% Splitting exam scores into fail/pass/distinction with partition/6 and an ordering predicate (library(apply))
:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::bonus.
score(ann, 48). score(bob, 71). score(cid, 90). score(dan, 55).
adjusted(S, A) :- bonus, A is S + 5.
adjusted(S, S) :- \+ bonus.
band(S, <) :- S < 50.
band(S, =) :- S >= 50, S < 85.
band(S, >) :- S >= 85.
split(F, P, D) :- findall(A, (score(_, S), adjusted(S, A)), L), partition(band, L, F, P, D).
nfail(N) :- split(F, _, _), length(F, N).
query(split(_, _, _)).
query(nfail(_)).
