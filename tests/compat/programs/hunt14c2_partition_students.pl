% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% partition of students into passed and failed with library(apply)
:- use_module(library(apply)).
0.7::pass(ann). 0.4::pass(ben). 0.9::pass(cy).
split(P, F) :- partition(pass, [ann, ben, cy], P, F).
n_failed(N) :- split(_, F), length(F, N).
query(split(P, F)).
query(n_failed(N)).
