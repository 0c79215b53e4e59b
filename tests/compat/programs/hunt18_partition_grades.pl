% library(apply): partition/4 and exclude/3 split uncertain exam results into passes and fails
:- use_module(library(apply)).
:- use_module(library(lists)).
student(s1, 55). student(s2, 72). student(s3, 40).
0.3::bonus(S) :- student(S, _).
mark(S, M) :- student(S, M0), bonus(S), M is M0 + 10.
mark(S, M) :- student(S, M), \+ bonus(S).
passed(S-M) :- M >= 50.
results(P, F) :- findall(S-M, mark(S, M), L), partition(passed, L, P, F).
n_passed(N) :- results(P, _), length(P, N).
query(n_passed(N)).
query(results(P, [])).
