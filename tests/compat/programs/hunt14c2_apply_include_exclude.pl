% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% filter a set of candidate hires by probabilistic qualifications
:- use_module(library(apply)).
0.6::qualified(ann). 0.3::qualified(bob). 0.8::qualified(cid).
candidates([ann, bob, cid]).
shortlist(L) :- candidates(C), include(qualified, C, L).
rejected(L) :- candidates(C), exclude(qualified, C, L).
size(N) :- shortlist(L), length(L, N).
query(shortlist(L)).
query(rejected([bob])).
query(size(N)).
